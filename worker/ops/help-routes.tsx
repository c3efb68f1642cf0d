import { type Context, Hono } from 'hono';
import { OpsHelpArticlePage } from '../../src/ops/OpsHelpArticlePage';
import { OpsHelpPage } from '../../src/ops/OpsHelpPage';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import type { Lang } from '../../lib/lang';
import type { VoucherTyped } from '../../src/ops/OpsVoucherForm';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import {
  listOpsHelp,
  readOpsHelpArticle,
  readOpsHelpCategory,
  saveHelpArticle,
  saveHelpCategory,
} from '../../commerce/console';
import type { OpsHelpArticle } from '../../commerce/contract/console/content';
import { readHelpArticleForm, readHelpCategoryForm } from './content-forms';
import { doneNotice, idParam, refused, noticeStatus } from './route-kit';
import { typedOf } from './form-text';
import { forgetCached } from '../cache/forget-cached';
import type { OpsEnv } from './ops-env';
import type { Notice } from '../../src/ops/OpsNotice';

/** A stored help article as its edit form's fields. */
const articleTyped = (a: OpsHelpArticle): VoucherTyped => ({
  category_id: String(a.category_id),
  title_en: a.title_en,
  title_km: a.title_km,
  body_en: a.body_en,
  body_km: a.body_km,
  sort: String(a.sort),
  popular: String(a.popular),
});

/**
 * The console's help centre: its topics, changed in their rows or added, and its
 * articles, each on a page of its own. The shop reads the articles live, and its help search reads their
 * columns themselves (no index to keep in step); its copy of the topics (with their article counts) is
 * forgotten on every write.
 */
export function helpRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang];
  const notFound = (c: Context<OpsEnv>) => c.render(<OpsNotFoundPage />, { status: 404 });
  const helpPage = async (c: Context<OpsEnv>, notice: Notice | null, typed: VoucherTyped = {}) =>
    c.render(<OpsHelpPage {...(await listOpsHelp(c.env.DB))} notice={notice} typed={typed} />, {
      status: noticeStatus(notice),
    });
  const articlePage = async (
    c: Context<OpsEnv>,
    article: { id: number; slug: string } | null,
    notice: Notice | null,
    typed: VoucherTyped,
  ) => {
    const { categories } = await listOpsHelp(c.env.DB);
    return c.render(<OpsHelpArticlePage article={article} categories={categories} notice={notice} typed={typed} />, {
      status: noticeStatus(notice),
    });
  };
  /** The help centre's topics are cached at the edge with their article counts (loaders/help-center.ts). */
  const forgetHelp = (c: Context<OpsEnv>) =>
    forgetCached(c.env.CACHE, c.get('memory'), { keys: ['helpcategories'], paths: [] });

  return new Hono<OpsEnv>()
    .get('/help', (c) => helpPage(c, doneNotice(c, m.help)))
    .post('/help/categories', async (c) => {
      const form = await c.req.parseBody();
      const read = readHelpCategoryForm(form, null);
      if ('refusal' in read) return helpPage(c, refused(m.errors[read.refusal]), typedOf(form));
      const saved = await saveHelpCategory(c.env.DB, null, read.category, c.get('operator')!.id, nowSeconds());
      if (saved === 'slugTaken') return helpPage(c, refused(m.errors.slugTaken), typedOf(form));
      await forgetHelp(c);
      return c.redirect(opsPath(lang, '/help?done=added'), 303);
    })
    .post('/help/categories/:id{[0-9]+}', async (c) => {
      const id = idParam(c);
      const category = id === null ? null : await readOpsHelpCategory(c.env.DB, id);
      if (!category) return notFound(c);
      const form = await c.req.parseBody();
      const read = readHelpCategoryForm(form, category.slug);
      if ('refusal' in read) return helpPage(c, refused(m.errors[read.refusal]), typedOf(form));
      await saveHelpCategory(c.env.DB, category, read.category, c.get('operator')!.id, nowSeconds());
      await forgetHelp(c);
      return c.redirect(opsPath(lang, '/help?done=saved'), 303);
    })
    .get('/help/articles/new', (c) => articlePage(c, null, null, { sort: '0', popular: '0' }))
    .post('/help/articles/new', async (c) => {
      const db = c.env.DB;
      const form = await c.req.parseBody();
      const { categories } = await listOpsHelp(db);
      const read = readHelpArticleForm(
        form,
        null,
        categories.map((category) => category.id),
      );
      if ('refusal' in read) return articlePage(c, null, refused(m.errors[read.refusal]), typedOf(form));
      const saved = await saveHelpArticle(db, null, read.article, c.get('operator')!.id, nowSeconds());
      if ('refusal' in saved) return articlePage(c, null, refused(m.errors[saved.refusal]), typedOf(form));
      await forgetHelp(c);
      return c.redirect(opsPath(lang, `/help/articles/${saved.saved}?done=added`), 303);
    })
    .get('/help/articles/:id{[0-9]+}', async (c) => {
      const id = idParam(c);
      const article = id === null ? null : await readOpsHelpArticle(c.env.DB, id);
      if (!article) return notFound(c);
      return articlePage(c, article, doneNotice(c, m.help), articleTyped(article));
    })
    .post('/help/articles/:id{[0-9]+}', async (c) => {
      const db = c.env.DB;
      const id = idParam(c);
      const before = id === null ? null : await readOpsHelpArticle(db, id);
      if (!before) return notFound(c);
      const form = await c.req.parseBody();
      const { categories } = await listOpsHelp(db);
      const read = readHelpArticleForm(
        form,
        before.slug,
        categories.map((category) => category.id),
      );
      if ('refusal' in read) return articlePage(c, before, refused(m.errors[read.refusal]), typedOf(form));
      await saveHelpArticle(db, before, read.article, c.get('operator')!.id, nowSeconds());
      // A change of topic changes the topics' article counts.
      await forgetHelp(c);
      return c.redirect(opsPath(lang, `/help/articles/${before.id}?done=saved`), 303);
    });
}
