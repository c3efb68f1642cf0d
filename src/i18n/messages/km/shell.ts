import type { shell as en } from '../en/shell';

/** Khmer messages of the shell area. */
export const shell: typeof en = {};
