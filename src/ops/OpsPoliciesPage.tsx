import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsSectionNav } from './OpsSectionNav';

/** Where each stored page is in the shop (its routes are fixed: src/routes.ts). */
export const SHOP_PAGE_PATHS: Record<string, string> = {
  company: '/abouts/company',
  contact: '/abouts/contact',
  wechat: '/abouts/wechat',
  privacy: '/policies/privacy',
  terms: '/policies/terms',
};

/** The shop's stored pages (about, contact, WeChat, the policies), each with its date and edit link. */
export function OpsPoliciesPage({
  pages,
  saved,
}: {
  pages: { slug: string; updated_on: string; sections: number }[];
  saved: boolean;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].pages;
  return (
    <OpsDocument title={m.heading} path="/pages">
      <OpsSectionNav lang={lang} group="content" current="pages" />
      {saved && (
        <p className="ops-done" role="status">
          {m.saved}
        </p>
      )}
      <div className="ops-scroll">
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">{m.page}</th>
              <th scope="col">{m.updated}</th>
              <th scope="col">{m.sections}</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.slug}>
                <td data-label={m.page}>
                  <a href={opsPath(lang, `/pages/${page.slug}`)}>{m.names[page.slug] ?? page.slug}</a>
                </td>
                <td data-label={m.updated}>{page.updated_on}</td>
                <td data-label={m.sections}>{page.sections}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </OpsDocument>
  );
}
