/** A decoded image as 8-bit RGBA rows, top to bottom: what the photo steps pass to each other. */
export type Pixels = { width: number; height: number; data: Uint8Array };
