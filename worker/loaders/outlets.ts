import { defineLoader } from './loader';

/** Pick-up outlets (cached per language); the page groups them by province. */
export const outlets = defineLoader(async ({ api }) => {
  const list = await api.cached('outlets', async () => await api.content.outlets()).catch(() => null);
  const data = { outlets: list };
  return { data };
});
