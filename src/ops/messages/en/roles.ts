/** English messages of the console's roles section. */
export const roles = { owner: 'Owner', staff: 'Staff' };
