import { pageSchema } from '../../commerce/contract/fields';
import { defineLoader } from './loader';

/** The grade and one page of the points ledger (`limit` rows, the page from `?page=`); null parts when the API fails. */
function pointsLoader(limit: number) {
  return defineLoader(async ({ api, query }) => {
    const { page } = pageSchema.catch({ page: 1, limit }).parse(Object.fromEntries(query));
    const [grade, ledger] = await Promise.all([
      api.points.grade().catch(() => null),
      api.points.list({ page: String(page), limit: String(limit) }).catch(() => null),
    ]);
    return { data: { grade, ledger } };
  });
}

/** My points: the grade, check-in and the latest entries. */
export const points = pointsLoader(5);
/** The whole ledger, 20 entries a page. */
export const pointsDetail = pointsLoader(20);
