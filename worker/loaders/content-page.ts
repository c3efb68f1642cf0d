import { ApiError } from '../../commerce/contract/api-error';
import { defineLoader } from './loader';

/**
 * A loader for one of the shop's stored pages (about, contact, WeChat, a policy). Not cached at the
 * edge, so an edit in D1 shows on the next visit.
 */
function contentPage(slug: string) {
  return defineLoader(async ({ api }) => {
    const page = await api.pages
      .page({ slug })
      .catch((error) => (error instanceof ApiError && error.code === 404 ? 'missing' : null));
    if (page === 'missing') return { notFound: true };
    return { data: { page } };
  });
}

export const aboutCompany = contentPage('company');
export const aboutContact = contentPage('contact');
export const aboutWechat = contentPage('wechat');
export const privacyPolicy = contentPage('privacy');
export const termsPolicy = contentPage('terms');
