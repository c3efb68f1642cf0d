import type { CategoryRecord } from '../../commerce/contract/console/catalogue';
import { OpsSectionNav } from './OpsSectionNav';
import { OpsCatalogueForm } from './OpsCatalogueForm';
import { OpsDocument } from './OpsDocument';
import { OpsListTable } from './OpsListTable';
import { useOperatorPage } from './ops-request';
import type { CategoryForm } from './catalogue-fields';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { type Notice, OpsNotice } from './OpsNotice';

/**
 * The goods categories as the shop's tree: each top category, then its subcategories, in the shop's
 * order, with both names and how many products each holds; a subcategory can be added under each top
 * category, and any category deleted once it holds nothing (no product, subcategory or brand).
 */
export function OpsCategoriesPage({ categories, notice }: { categories: CategoryRecord[]; notice: Notice | null }) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].catalogue;
  const name = (category: CategoryRecord) => (lang === 'km' ? category.name_km : category.name_en);
  const tops = categories.filter((category) => category.parent_id === null);
  return (
    <OpsDocument title={m.categories} path="/categories">
      <OpsSectionNav lang={lang} group="catalogue" current="categories" />
      <OpsNotice notice={notice} />
      <p>
        <a href={opsPath(lang, '/categories/new')}>{m.addTop}</a>
      </p>
      <OpsListTable
        rows={tops.flatMap((top) => [top, ...categories.filter((category) => category.parent_id === top.id)])}
        rowKey={(category) => category.id}
        rowClassName={(category) => (category.parent_id === null ? undefined : 'ops-leaf')}
        columns={[
          {
            label: m.english,
            lang: 'en',
            cell: (category) => (category.parent_id === null ? <strong>{category.name_en}</strong> : category.name_en),
          },
          {
            label: m.khmer,
            lang: 'km',
            cell: (category) => (category.parent_id === null ? <strong>{category.name_km}</strong> : category.name_km),
          },
          { label: m.sort, cell: (category) => category.sort },
          { label: m.products, cell: (category) => category.products },
          {
            head: <span className="visually-hidden">{m.edit}</span>,
            className: 'ops-actions',
            cell: (category) => (
              <>
                <a href={opsPath(lang, `/categories/${category.id}`)}>{m.edit}</a>
                {category.parent_id === null && (
                  <a
                    href={opsPath(lang, `/categories/new?parent=${category.id}`)}
                    aria-label={m.addLeafTo(name(category))}
                  >
                    {m.addLeaf}
                  </a>
                )}
                <form method="post" action={opsPath(lang, `/categories/${category.id}/remove`)}>
                  <button type="submit" className="ops-danger" aria-label={m.removeLabel(name(category))}>
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

/**
 * One category's form. A new one may be a top category or go under one; a top category stays one (its
 * form has no top category to choose), a subcategory may move to another top category.
 */
export function OpsCategoryPage({
  id,
  name,
  isTop,
  values,
  tops,
  notice,
}: {
  /** Null for a new category. */
  id: number | null;
  /** The stored name in the page's language (null for a new category). */
  name: string | null;
  /** Whether the category edited is a top category (false for a new one). */
  isTop: boolean;
  values: CategoryForm;
  tops: { id: number; name: string }[];
  notice: Notice | null;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].catalogue;
  const f = m.fields;
  const path = id === null ? '/categories/new' : `/categories/${id}`;
  return (
    <OpsDocument title={name ?? m.newCategory} path={path}>
      <OpsSectionNav lang={lang} group="catalogue" current="categories" />
      <OpsNotice notice={notice} />
      <OpsCatalogueForm
        action={opsPath(lang, path)}
        save={m.save}
        fields={[
          ...(isTop
            ? []
            : [
                {
                  name: 'parent_id',
                  label: f.parent_id,
                  value: values.parent_id,
                  options: { choices: tops, ...(id === null ? { empty: m.noParent } : {}) },
                },
              ]),
          { name: 'name_en', label: f.name_en, value: values.name_en },
          { name: 'name_km', label: f.name_km, value: values.name_km },
          { name: 'sort', label: f.sort, value: values.sort, kind: 'number' },
          { name: 'image', label: f.image, value: values.image, optional: true },
        ]}
      />
    </OpsDocument>
  );
}
