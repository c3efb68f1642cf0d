/** The part of the NBC's KHQR SDK (bakong-khqr, JavaScript without types) the tests use as the reference. */
declare module 'bakong-khqr' {
  // biome-ignore lint/complexity/noStaticOnlyClass: the SDK's own shape
  export class BakongKHQR {
    static verify(khqr: string): { isValid: boolean };
    static decode(khqr: string): {
      status: { code: number; message: string | null };
      data: Record<string, string | null>;
    };
  }
}
