/** English messages of the shell area; `../km/shell.ts` has the same keys. */
export const shell = {};
