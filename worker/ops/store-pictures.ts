/** Pictures made from an upload (product photos, promotion banners): each R2 object to put. */
export type Pictures = { key: string; bytes: Uint8Array }[];

/**
 * Stores the console's new JPEGs, then runs `write` (the D1 batch that points at them). When a put or the
 * write fails, nothing points at the objects: those stored go, and the failure is the caller's (a failed
 * clean-up leaves unused objects behind, never hides it). Objects a write stops pointing at (a replaced
 * banner) stay, as removed product photos do: orders keep the picture they were bought with.
 */
export async function storePictures<T>(bucket: R2Bucket, objects: Pictures, write: () => Promise<T>): Promise<T> {
  const puts = await Promise.allSettled(
    objects.map((object) =>
      bucket.put(object.key, object.bytes, { httpMetadata: { contentType: 'image/jpeg' } }).then(() => object.key),
    ),
  );
  const stored = puts.flatMap((put) => (put.status === 'fulfilled' ? [put.value] : []));
  const forget = async () => {
    if (stored.length > 0) await bucket.delete(stored).catch(() => undefined);
  };
  const failed = puts.find((put) => put.status === 'rejected');
  if (failed) {
    await forget();
    throw failed.reason;
  }
  try {
    return await write();
  } catch (error) {
    await forget();
    throw error;
  }
}
