/** English messages of the member area; `../km/member.ts` has the same keys. */
export const member = {};
