import type { catalogue as en } from '../en/catalogue';

/** Khmer messages of the catalogue area. */
export const catalogue: typeof en = {};
