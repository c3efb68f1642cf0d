import type { content as en } from '../en/content';

/** Khmer messages of the content area. */
export const content: typeof en = {};
