import { outletsResponse } from '../../src/api/contract/content';
import type { OutletsData } from '../../src/pages/OutletsPage';
import type { Loader } from './loader';

/** Pick-up outlets (cached per language); the page groups them by province. */
export const outlets: Loader = async ({ api }) => {
  const list = await api.cached('outlets', async () => (await api.get('/outlets', outletsResponse)).data).catch(() => null);
  const data: OutletsData = { outlets: list };
  return { data };
};
