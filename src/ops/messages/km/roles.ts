import type { roles as en } from '../en/roles';

/** Khmer messages of the console's roles section. */
export const roles: typeof en = { owner: 'ម្ចាស់', staff: 'បុគ្គលិក' };
