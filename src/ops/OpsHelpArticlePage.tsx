import type { OpsHelpCategory } from '../../commerce/contract/console/content';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import type { VoucherTyped } from './OpsVoucherForm';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsNotice, type Notice } from './OpsNotice';
import { OpsSectionNav } from './OpsSectionNav';

/**
 * A help article's form, new (`article` null: it asks for a slug) or stored; a refusal in words above it,
 * what was typed kept.
 */
export function OpsHelpArticlePage({
  article,
  categories,
  notice,
  typed,
}: {
  article: { id: number; slug: string } | null;
  categories: OpsHelpCategory[];
  notice: Notice | null;
  typed: VoucherTyped;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].help;
  const f = m.fields;
  const path = article ? `/help/articles/${article.id}` : '/help/articles/new';
  const input = (name: 'title_en' | 'title_km' | 'sort' | 'popular', props: Record<string, unknown> = {}) => (
    <label>
      {f[name]}
      <input name={name} defaultValue={typed[name] ?? ''} required {...props} />
    </label>
  );
  return (
    <OpsDocument
      title={article ? (lang === 'km' ? typed.title_km : typed.title_en) || m.heading : m.newArticle}
      path={path}
    >
      <OpsSectionNav lang={lang} group="content" current="help" />
      <OpsNotice notice={notice} />
      <form className="ops-form" method="post" action={opsPath(lang, path)}>
        {article ? (
          <p>{m.slugFixed(article.slug)}</p>
        ) : (
          <label>
            {f.slug}
            <input name="slug" defaultValue={typed.slug ?? ''} maxLength={60} required />
          </label>
        )}
        <label>
          {f.category_id}
          <select name="category_id" defaultValue={typed.category_id ?? ''} required>
            <option value="" />
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {lang === 'km' ? category.name_km : category.name_en}
              </option>
            ))}
          </select>
        </label>
        {input('title_en', { lang: 'en', maxLength: 80 })}
        {input('title_km', { lang: 'km', maxLength: 80 })}
        {(['body_en', 'body_km'] as const).map((name) => (
          <label key={name} className="ops-wide">
            {f[name]}
            <textarea
              name={name}
              lang={name.slice(-2)}
              required
              rows={6}
              maxLength={10_000}
              defaultValue={typed[name] ?? ''}
            />
          </label>
        ))}
        {input('sort', { inputMode: 'numeric' })}
        {input('popular', { inputMode: 'numeric' })}
        <button type="submit">{article ? m.save : m.create}</button>
      </form>
      <p>
        <a href={opsPath(lang, '/help')}>{m.backToList}</a>
      </p>
    </OpsDocument>
  );
}
