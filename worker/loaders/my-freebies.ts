import { myFreebiesResponse } from '../../src/api/contract/deals';
import type { MyFreebiesData } from '../../src/pages/MyFreebiesPage';
import type { Loader } from './loader';

/** The freebies the shopper's orders earned; null (an error block) when the API fails. */
export const myFreebies: Loader = async ({ api }) => {
  const freebies = await api.get('/myfreebies', myFreebiesResponse).then((body) => body.data, () => null);
  return { data: { freebies } satisfies MyFreebiesData };
};
