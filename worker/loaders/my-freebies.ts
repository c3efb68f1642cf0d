import { defineLoader } from './loader';

/** The freebies the shopper's orders earned; null (an error block) when the API fails. */
export const myFreebies = defineLoader(async ({ api }) => {
  const freebies = await api.myFreebies.list().catch(() => null);
  return { data: { freebies } };
});
