/** English messages of the content area; `../km/content.ts` has the same keys. */
export const content = {};
