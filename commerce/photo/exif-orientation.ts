/**
 * The EXIF orientation (1 to 8) in a JPEG's APP1 segment (its payload after the marker and length), or
 * 1 when the segment is not EXIF or has no valid orientation tag. Reads only the TIFF header and IFD0:
 * everything else in EXIF (GPS position, camera serial, thumbnails) is never looked at, and the re-encoded
 * photo keeps none of it.
 */
export function exifOrientation(app1: Uint8Array): number {
  const EXIF = [0x45, 0x78, 0x69, 0x66, 0, 0];
  if (app1.length < 14 || !EXIF.every((byte, i) => app1[i] === byte)) return 1;
  const tiff = new DataView(app1.buffer, app1.byteOffset + 6, app1.length - 6);
  const order = tiff.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const little = order === 0x4949;
  const ifd = tiff.getUint32(4, little);
  if (ifd + 2 > tiff.byteLength) return 1;
  const count = tiff.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.byteLength) return 1;
    if (tiff.getUint16(entry, little) !== 0x0112) continue;
    const value = tiff.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}
