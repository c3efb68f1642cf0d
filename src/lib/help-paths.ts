/**
 * Where the help centre's links go. The same pages show in two places: the public help centre, and
 * inside My account (profile layout), whose addresses name articles by number instead of by slug.
 */
export type HelpPaths = {
  home: string;
  topic: (id: number) => string;
  article: (article: { id: number; category_id: number; slug: string }) => string;
};

const PUBLIC: HelpPaths = {
  home: '/helpcenter',
  topic: (id) => `/helpcenter/list/${id}`,
  article: (article) => `/helpcenter/list/${article.category_id}/${article.slug}`,
};

const ACCOUNT: HelpPaths = {
  home: '/accounts/help-center-category',
  topic: (id) => `/accounts/help-center-lists/${id}`,
  article: (article) => `/accounts/help-center-details/${article.id}`,
};

/** The links for a page by its route id: account routes keep the shopper in My account. */
export const helpPaths = (route: string): HelpPaths => (route.startsWith('accounts.') ? ACCOUNT : PUBLIC);

/** The search results page (public: My account has no search page of its own). */
export const helpSearchPath = (query: string) => `/helpcenter/search/${encodeURIComponent(query.trim().slice(0, 120))}`;
