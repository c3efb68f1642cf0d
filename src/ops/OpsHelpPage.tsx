import type { OpsHelpCategory, OpsHelpListArticle } from '../../commerce/contract/console/content';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import type { VoucherTyped } from './OpsVoucherForm';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsNotice, type Notice } from './OpsNotice';
import { OpsSectionNav } from './OpsSectionNav';

/**
 * The help centre: its topics in the shop's order, each changed in its row, the form that adds one, and
 * every article under its topic with its edit link. `typed.form` names the topic form a refusal re-shows
 * (`category-new` or `category-<id>`).
 */
export function OpsHelpPage({
  categories,
  articles,
  notice,
  typed,
}: {
  categories: OpsHelpCategory[];
  articles: OpsHelpListArticle[];
  notice: Notice | null;
  typed: VoucherTyped;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].help;
  const f = m.fields;
  /** A topic's field, as typed when this form was refused, else as stored. */
  const value = (form: string, name: string, stored: string) => (typed.form === form ? (typed[name] ?? '') : stored);
  const topicFields = (form: string, stored: { name_en: string; name_km: string; sort: string }) =>
    (['name_en', 'name_km', 'sort'] as const).map((name) => (
      <label key={name}>
        {f[name]}
        <input
          name={name}
          lang={name === 'sort' ? undefined : name.slice(-2)}
          defaultValue={value(form, name, stored[name])}
          inputMode={name === 'sort' ? 'numeric' : undefined}
          maxLength={80}
          required
        />
      </label>
    ));
  return (
    <OpsDocument title={m.heading} path="/help">
      <OpsSectionNav lang={lang} group="content" current="help" />
      <OpsNotice notice={notice} />
      <p className="ops-muted">{m.showsAt}</p>
      <section aria-labelledby="ops-help-topics">
        <h2 id="ops-help-topics">{m.categories}</h2>
        {categories.map((category) => {
          const form = `category-${category.id}`;
          return (
            <form
              key={category.id}
              id={form}
              className="ops-form"
              method="post"
              action={opsPath(lang, `/help/categories/${category.id}`)}
            >
              <input type="hidden" name="form" value={form} />
              <p>{`${category.slug} · ${m.count(category.articles)}`}</p>
              {topicFields(form, { ...category, sort: String(category.sort) })}
              <button type="submit">{m.save}</button>
            </form>
          );
        })}
        <h3>{m.addCategory}</h3>
        <form id="category-new" className="ops-form" method="post" action={opsPath(lang, '/help/categories')}>
          <input type="hidden" name="form" value="category-new" />
          <label>
            {f.slug}
            <input name="slug" defaultValue={value('category-new', 'slug', '')} maxLength={60} required />
          </label>
          {topicFields('category-new', { name_en: '', name_km: '', sort: '' })}
          <button type="submit">{m.create}</button>
        </form>
      </section>
      <section aria-labelledby="ops-help-articles">
        <h2 id="ops-help-articles">{m.articles}</h2>
        <p>
          <a href={opsPath(lang, '/help/articles/new')}>{m.addArticle}</a>
        </p>
        {categories.map((category) => {
          const own = articles.filter((article) => article.category_id === category.id);
          return (
            <div key={category.id}>
              <h3>{lang === 'km' ? category.name_km : category.name_en}</h3>
              {own.length === 0 ? (
                <p>{m.noArticles}</p>
              ) : (
                <ul className="ops-list">
                  {own.map((article) => (
                    <li key={article.id}>
                      <span>
                        {article.title_en}
                        <br />
                        <span lang="km">{article.title_km}</span>
                        {article.popular > 0 && (
                          <span className="ops-muted">{` · ${m.popular} ${article.popular}`}</span>
                        )}
                      </span>
                      <a href={opsPath(lang, `/help/articles/${article.id}`)}>{m.edit}</a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </section>
    </OpsDocument>
  );
}
