import { myFreebiesResponse } from '../../commerce/contract/deals';
import { defineLoader } from './loader';

/** The freebies the shopper's orders earned; null (an error block) when the API fails. */
export const myFreebies = defineLoader(async ({ api }) => {
  const freebies = await api.get('/myfreebies', myFreebiesResponse).then(
    (body) => body.data,
    () => null,
  );
  return { data: { freebies } };
});
