import { defineLoader } from './loader';

/** The shopper's addresses; null (an error block) when the API fails. */
export const addressList = defineLoader(async ({ api }) => {
  const data = {
    addresses: await api.addresses.list().catch(() => null),
  };
  return { data };
});
