/** English messages of the catalogue area; `../km/catalogue.ts` has the same keys. */
export const catalogue = {};
