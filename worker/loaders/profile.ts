import { defineLoader } from './loader';

/** The shopper's name, mobile and email (the profile and its update pages); null when the API fails. */
export const profile = defineLoader(async ({ api }) => ({
  data: {
    profile: await api.account.profile().catch(() => null),
  },
}));
