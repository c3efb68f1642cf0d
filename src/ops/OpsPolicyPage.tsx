import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { SHOP_PAGE_PATHS } from './OpsPoliciesPage';
import type { VoucherTyped } from './OpsVoucherForm';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsSectionNav } from './OpsSectionNav';

/**
 * One shop page's form: its outside link and its sections in both languages (`heading_en_1`, `body_km_1`…,
 * each paragraph a line), with `sections` of them, the last one empty to add a section.
 */
export function OpsPolicyPage({
  slug,
  sections,
  typed,
  error,
}: {
  slug: string;
  sections: number;
  typed: VoucherTyped;
  error: string | null;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].pages;
  const path = `/pages/${slug}`;
  const shopPath = SHOP_PAGE_PATHS[slug];
  return (
    <OpsDocument title={m.names[slug] ?? slug} path={path}>
      <OpsSectionNav lang={lang} group="content" current="pages" />
      {error && (
        <p className="ops-error" role="alert">
          {error}
        </p>
      )}
      {shopPath && (
        <p>
          <a href={lang === 'km' ? `/kh${shopPath}` : shopPath}>{m.view}</a>
        </p>
      )}
      <form className="ops-form" method="post" action={opsPath(lang, path)}>
        <label className="ops-wide">
          {m.link}
          <input name="link" defaultValue={typed.link ?? ''} maxLength={300} inputMode="url" />
        </label>
        <p className="ops-muted">{m.emptyRemoves}</p>
        {Array.from({ length: sections }, (_, i) => i + 1).map((n) => (
          <fieldset key={n} className="ops-wide ops-form">
            <legend>{n === sections && !typed[`heading_en_${n}`] ? m.newSection : m.section(n)}</legend>
            {(['heading_en', 'heading_km'] as const).map((name) => (
              <label key={name}>
                {name === 'heading_en' ? m.headingEn : m.headingKm}
                <input
                  name={`${name}_${n}`}
                  lang={name.slice(-2)}
                  defaultValue={typed[`${name}_${n}`] ?? ''}
                  maxLength={120}
                />
              </label>
            ))}
            {(['body_en', 'body_km'] as const).map((name) => (
              <label key={name} className="ops-wide">
                {name === 'body_en' ? m.bodyEn : m.bodyKm}
                <textarea
                  name={`${name}_${n}`}
                  lang={name.slice(-2)}
                  rows={5}
                  defaultValue={typed[`${name}_${n}`] ?? ''}
                />
              </label>
            ))}
          </fieldset>
        ))}
        <button type="submit">{m.save}</button>
      </form>
      <p>
        <a href={opsPath(lang, '/pages')}>{m.backToList}</a>
      </p>
    </OpsDocument>
  );
}
