/** The social sign-in providers' names as their brands write them (the same in both languages). */
export const SOCIAL_PROVIDER_NAMES: Record<string, string> = { facebook: 'Facebook', apple: 'Apple' };

/** Why a social sign-in came back to the login page (`?social=`); each has a message member.social.<reason>. */
export const SOCIAL_FAILURES = ['failed', 'expired', 'cancelled', 'suspended'] as const;
export type SocialFailure = (typeof SOCIAL_FAILURES)[number];
