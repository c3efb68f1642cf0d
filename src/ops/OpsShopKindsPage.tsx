import type { ShopKindRecord } from '../../commerce/contract/console/catalogue';
import { OpsSectionNav } from './OpsSectionNav';
import { OpsCatalogueForm } from './OpsCatalogueForm';
import { OpsDocument } from './OpsDocument';
import { OpsListTable } from './OpsListTable';
import { useOperatorPage } from './ops-request';
import type { ShopKindForm } from './catalogue-fields';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { type Notice, OpsNotice } from './OpsNotice';

/** The kinds of shop in the shop's order, with both names and how many merchants are of each. */
export function OpsShopKindsPage({ kinds, notice }: { kinds: ShopKindRecord[]; notice: Notice | null }) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].catalogue;
  return (
    <OpsDocument title={m.shopKinds} path="/shop-kinds">
      <OpsSectionNav lang={lang} group="catalogue" current="shop-kinds" />
      <OpsNotice notice={notice} />
      <p className="ops-muted">{m.shopKindsNote}</p>
      <p>
        <a href={opsPath(lang, '/shop-kinds/new')}>{m.addShopKind}</a>
      </p>
      <OpsListTable
        rows={kinds}
        rowKey={(kind) => kind.id}
        columns={[
          { label: m.english, lang: 'en', cell: (kind) => kind.name_en },
          { label: m.khmer, lang: 'km', cell: (kind) => kind.name_km },
          { label: m.sort, cell: (kind) => kind.sort },
          { label: m.merchants, cell: (kind) => kind.merchants },
          {
            head: <span className="visually-hidden">{m.edit}</span>,
            cell: (kind) => <a href={opsPath(lang, `/shop-kinds/${kind.id}`)}>{m.edit}</a>,
          },
        ]}
      />
    </OpsDocument>
  );
}

/** One kind of shop's form: its names in both languages, picture and place in the order. */
export function OpsShopKindPage({
  id,
  name,
  values,
  notice,
}: {
  /** Null for a new kind. */
  id: number | null;
  /** The stored name in the page's language (null for a new kind). */
  name: string | null;
  values: ShopKindForm;
  notice: Notice | null;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].catalogue;
  const path = id === null ? '/shop-kinds/new' : `/shop-kinds/${id}`;
  return (
    <OpsDocument title={name ?? m.newShopKind} path={path}>
      <OpsSectionNav lang={lang} group="catalogue" current="shop-kinds" />
      <OpsNotice notice={notice} />
      <OpsCatalogueForm
        action={opsPath(lang, path)}
        save={m.save}
        fields={[
          { name: 'name_en', label: m.fields.name_en, value: values.name_en },
          { name: 'name_km', label: m.fields.name_km, value: values.name_km },
          { name: 'image', label: m.shopKindImage, value: values.image },
          { name: 'sort', label: m.fields.sort, value: values.sort, kind: 'number' },
        ]}
      />
    </OpsDocument>
  );
}
