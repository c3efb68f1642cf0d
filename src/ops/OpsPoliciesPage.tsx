import { OpsDocument } from './OpsDocument';
import { OpsListTable } from './OpsListTable';
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
      <OpsListTable
        rows={pages}
        rowKey={(page) => page.slug}
        columns={[
          {
            label: m.page,
            cell: (page) => <a href={opsPath(lang, `/pages/${page.slug}`)}>{m.names[page.slug] ?? page.slug}</a>,
          },
          { label: m.updated, cell: (page) => page.updated_on },
          { label: m.sections, cell: (page) => page.sections },
        ]}
      />
    </OpsDocument>
  );
}
