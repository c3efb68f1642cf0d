/** The long side of a photo the review form sends: what the server keeps (commerce/photo/reencode-photo.ts). */
const MAX_SIDE = 1600;
const QUALITY = 0.82;

/**
 * A picked photo (JPEG, PNG, WebP, or HEIC where the browser reads it) as a JPEG of at most 1600 px
 * on its long side, turned upright from its EXIF orientation, transparency on white; null when the
 * browser cannot read it. The upload is then small, in a format the server decodes, and without the
 * original's EXIF (the server drops it too). Uses only the browser's own decoder and canvas: no library.
 */
export async function photoAsJpeg(file: File): Promise<File | null> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    return blob
      ? new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg' })
      : null;
  } catch {
    return null;
  }
}
