/** Pictures made from an upload (product photos, promotion banners): each R2 object to put. */
export type Pictures = { key: string; bytes: Uint8Array }[];

/**
 * Stores the console's new JPEGs, then runs `write` (the D1 batch that points at them). When the write
 * fails, nothing points at the objects: they go, and the failure is the caller's.
 */
export async function storePictures<T>(bucket: R2Bucket, objects: Pictures, write: () => Promise<T>): Promise<T> {
  await Promise.all(
    objects.map((object) => bucket.put(object.key, object.bytes, { httpMetadata: { contentType: 'image/jpeg' } })),
  );
  try {
    return await write();
  } catch (error) {
    await bucket.delete(objects.map((object) => object.key));
    throw error;
  }
}
