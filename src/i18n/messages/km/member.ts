import type { member as en } from '../en/member';

/** Khmer messages of the member area. */
export const member: typeof en = {};
