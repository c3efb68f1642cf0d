/** What a review photo may be: JPEG, PNG or WebP, at most 2 MB, at most three per review. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTOS_PER_REVIEW = 3;

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type PhotoType = keyof typeof EXTENSIONS;

/** The file's first bytes, as each format defines them (WebP: "RIFF", four size bytes, "WEBP"). */
function magicMatches(type: PhotoType, head: Uint8Array): boolean {
  const at = (offset: number, bytes: number[]) => bytes.every((byte, i) => head[offset + i] === byte);
  if (type === 'image/jpeg') return at(0, [0xff, 0xd8, 0xff]);
  if (type === 'image/png') return at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50]);
}

export type CheckedPhoto = { bytes: ArrayBuffer; type: PhotoType; extension: string };
export type PhotoProblem = 'photoType' | 'photoSize';

/**
 * Accepts an uploaded file only when its declared type is one of ours and its content starts the way
 * that format does (a renamed script or SVG is refused), and it is not empty or over the limit.
 */
export async function checkPhoto(file: File): Promise<CheckedPhoto | PhotoProblem> {
  if (!(file.type in EXTENSIONS)) return 'photoType';
  if (file.size === 0 || file.size > PHOTO_MAX_BYTES) return 'photoSize';
  const type = file.type as PhotoType;
  const bytes = await file.arrayBuffer();
  if (!magicMatches(type, new Uint8Array(bytes, 0, Math.min(12, bytes.byteLength)))) return 'photoType';
  return { bytes, type, extension: EXTENSIONS[type] };
}

/** The shape of a stored photo's key: what /media/reviews/<key> accepts. */
export const PHOTO_KEY = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

/** Where the worker serves a stored photo (worker/media.ts); the API answers these paths. */
export const reviewPhotoPath = (key: string) => `/media/reviews/${key}`;
