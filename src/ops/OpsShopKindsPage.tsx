import type { ShopKindRecord } from '../../commerce/db/ops-catalogue';
import { OpsSectionNav } from './OpsSectionNav';
import { OpsCatalogueForm } from './OpsCatalogueForm';
import { OpsDocument } from './OpsDocument';
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
      <div className="ops-scroll">
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">{m.english}</th>
              <th scope="col">{m.khmer}</th>
              <th scope="col">{m.sort}</th>
              <th scope="col">{m.merchants}</th>
              <th scope="col">
                <span className="visually-hidden">{m.edit}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind.id}>
                <td data-label={m.english} lang="en">
                  {kind.name_en}
                </td>
                <td data-label={m.khmer} lang="km">
                  {kind.name_km}
                </td>
                <td data-label={m.sort}>{kind.sort}</td>
                <td data-label={m.merchants}>{kind.merchants}</td>
                <td>
                  <a href={opsPath(lang, `/shop-kinds/${kind.id}`)}>{m.edit}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
