import { contentPageResponse } from '../../src/api/contract/content';
import type { ContentPageProps } from '../../src/components/ContentSections';
import { ApiError } from '../data/api-error';
import type { Loader } from './loader';

/**
 * A loader for one of the shop's stored pages (about, contact, WeChat, a policy). Not cached at the
 * edge, so an edit in D1 shows on the next visit.
 */
export function contentPage(slug: string): Loader {
  return async ({ api }) => {
    const page = await api.get(`/pages/${slug}`, contentPageResponse).then(
      (answer) => answer.data,
      (error) => (error instanceof ApiError && error.code === 404 ? 'missing' : null),
    );
    if (page === 'missing') return { notFound: true };
    const data: ContentPageProps = { page };
    return { data };
  };
}
