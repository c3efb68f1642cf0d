import type { BrandRecord, Choice } from '../../commerce/contract/console/catalogue';
import { OpsSectionNav } from './OpsSectionNav';
import { OpsCatalogueForm } from './OpsCatalogueForm';
import { OpsDocument } from './OpsDocument';
import { OpsListTable } from './OpsListTable';
import { useOperatorPage } from './ops-request';
import type { BrandForm } from './catalogue-fields';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { type Notice, OpsNotice } from './OpsNotice';

/**
 * The brands in the shop's order, with both names, their top category and how many products each has; a
 * brand no product names can be deleted.
 */
export function OpsBrandsPage({
  brands,
  tops,
  notice,
}: {
  brands: BrandRecord[];
  tops: Choice[];
  notice: Notice | null;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].catalogue;
  const nameOf = (brand: BrandRecord) => (lang === 'km' ? brand.name_km : brand.name_en);
  return (
    <OpsDocument title={m.brands} path="/brands">
      <OpsSectionNav lang={lang} group="catalogue" current="brands" />
      <OpsNotice notice={notice} />
      <p>
        <a href={opsPath(lang, '/brands/new')}>{m.addBrand}</a>
      </p>
      <OpsListTable
        rows={brands}
        rowKey={(brand) => brand.id}
        columns={[
          { label: m.english, lang: 'en', cell: (brand) => brand.name_en },
          { label: m.khmer, lang: 'km', cell: (brand) => brand.name_km },
          {
            label: m.category,
            cell: (brand) => tops.find((top) => top.id === brand.goods_category_id)?.name ?? brand.goods_category_id,
          },
          { label: m.sort, cell: (brand) => brand.sort },
          { label: m.products, cell: (brand) => brand.products },
          {
            head: <span className="visually-hidden">{m.edit}</span>,
            className: 'ops-actions',
            cell: (brand) => (
              <>
                <a href={opsPath(lang, `/brands/${brand.id}`)}>{m.edit}</a>
                <form method="post" action={opsPath(lang, `/brands/${brand.id}/remove`)}>
                  <button type="submit" className="ops-danger" aria-label={m.removeLabel(nameOf(brand))}>
                    {m.remove}
                  </button>
                </form>
              </>
            ),
          },
        ]}
      />
    </OpsDocument>
  );
}

/** One brand's form: its top category, names and descriptions in both languages, logo and order. */
export function OpsBrandPage({
  id,
  name,
  values,
  tops,
  notice,
}: {
  /** Null for a new brand. */
  id: number | null;
  /** The stored name in the page's language (null for a new brand). */
  name: string | null;
  values: BrandForm;
  tops: Choice[];
  notice: Notice | null;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].catalogue;
  const f = m.fields;
  const path = id === null ? '/brands/new' : `/brands/${id}`;
  return (
    <OpsDocument title={name ?? m.newBrand} path={path}>
      <OpsSectionNav lang={lang} group="catalogue" current="brands" />
      <OpsNotice notice={notice} />
      <OpsCatalogueForm
        action={opsPath(lang, path)}
        save={m.save}
        fields={[
          {
            name: 'goods_category_id',
            label: f.goods_category_id,
            value: values.goods_category_id,
            options: { choices: tops },
          },
          { name: 'name_en', label: f.name_en, value: values.name_en },
          { name: 'name_km', label: f.name_km, value: values.name_km },
          { name: 'about_en', label: f.about_en, value: values.about_en, kind: 'long' },
          { name: 'about_km', label: f.about_km, value: values.about_km, kind: 'long' },
          { name: 'logo', label: f.logo, value: values.logo },
          { name: 'sort', label: f.sort, value: values.sort, kind: 'number' },
        ]}
      />
    </OpsDocument>
  );
}
