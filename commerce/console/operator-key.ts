/**
 * The subject an operator's sign-in budgets are kept under (decision 014): `ops:` and their e-mail in lower
 * case, so they never meet a shopper's, which are kept under their mobile.
 */
export const operatorKey = (email: string) => `ops:${email.toLowerCase()}`;
