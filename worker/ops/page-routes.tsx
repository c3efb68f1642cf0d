import { type Context, Hono } from 'hono';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import { OpsPoliciesPage } from '../../src/ops/OpsPoliciesPage';
import { OpsPolicyPage } from '../../src/ops/OpsPolicyPage';
import type { Lang } from '../../lib/lang';
import type { VoucherTyped } from '../../src/ops/OpsVoucherForm';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import { listOpsPages, readOpsPage, savePage } from '../../commerce/console';
import type { OpsPage } from '../../commerce/contract/console/content';
import { pageSectionsShown, readPageForm } from './content-forms';
import { typedOf } from './form-text';
import type { OpsEnv } from './ops-env';

/** A stored page as its form's fields (`heading_en_1`, `body_km_1`…, each paragraph a line). */
const pageTyped = (page: OpsPage): VoucherTyped => ({
  link: page.link,
  ...Object.fromEntries(
    page.sections.flatMap((section, i) => [
      [`heading_en_${i + 1}`, section.heading_en],
      [`heading_km_${i + 1}`, section.heading_km],
      [`body_en_${i + 1}`, section.body_en.join('\n')],
      [`body_km_${i + 1}`, section.body_km.join('\n')],
    ]),
  ),
});

/** How many sections a refused page form showed: up to the last one typed in, and an empty one. */
const typedSections = (typed: VoucherTyped) =>
  pageSectionsShown(
    Math.max(0, ...Object.keys(typed).map((name) => Number(/^(?:heading|body)_(?:en|km)_(\d+)$/.exec(name)?.[1] ?? 0))),
  );

/**
 * The shop's stored pages in the console: about, contact, WeChat and the policies,
 * each with its sections in both languages. The shop reads them live (loaders/content-page.ts), so a
 * change shows on the next visit; saving dates the page today (Phnom Penh).
 */
export function pageRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang];
  const notFound = (c: Context<OpsEnv>) => c.render(<OpsNotFoundPage />, { status: 404 });

  return (
    new Hono<OpsEnv>()
      .get('/pages', async (c) =>
        c.render(<OpsPoliciesPage pages={await listOpsPages(c.env.DB)} saved={c.req.query('done') === 'saved'} />),
      )
      .get('/pages/:slug{[a-z0-9-]+}', async (c) => {
        const page = await readOpsPage(c.env.DB, c.req.param('slug'));
        if (!page) return notFound(c);
        const shown = { slug: page.slug, sections: pageSectionsShown(page.sections.length) };
        return c.render(<OpsPolicyPage {...shown} typed={pageTyped(page)} error={null} />);
      })
      // The shop reads its pages live (loaders/content-page.ts): a change shows on the next visit.
      .post('/pages/:slug{[a-z0-9-]+}', async (c) => {
        const db = c.env.DB;
        const before = await readOpsPage(db, c.req.param('slug'));
        if (!before) return notFound(c);
        const form = await c.req.parseBody();
        const read = readPageForm(form);
        if ('refusal' in read) {
          const typed = typedOf(form);
          const shown = { slug: before.slug, sections: typedSections(typed) };
          return c.render(<OpsPolicyPage {...shown} typed={typed} error={m.errors[read.refusal]} />, { status: 400 });
        }
        await savePage(db, before, read, c.get('operator')!.id, nowSeconds());
        return c.redirect(opsPath(lang, '/pages?done=saved'), 303);
      })
  );
}
