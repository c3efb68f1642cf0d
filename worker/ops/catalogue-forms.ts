import type { OpsMessages } from '../../src/ops/ops-messages';
import type {
  BrandForm,
  CatalogueForm,
  CategoryForm,
  MerchantForm,
  ShopKindForm,
} from '../../src/ops/catalogue-fields';
import type {
  BrandFields,
  CategoryFields,
  CategoryRecord,
  Choice,
  MerchantFields,
  ShopKindFields,
} from '../../commerce/contract/console/catalogue';
import { isPicturePath } from './picture-path';
import { PHONE } from './contact-shapes';

type Messages = OpsMessages['catalogue'];
type Read<Fields> = { fields: Fields } | { refusal: string };

const SORT = /^\d{1,4}$/;
const NAME_LENGTH = 100;
const ABOUT_LENGTH = 2000;

/** A stored record's fields as its form shows them. */
export const formOf = <Field extends string>(row: Record<Field, string | number | null>, fields: readonly Field[]) =>
  Object.fromEntries(
    fields.map((field) => [field, row[field] === null ? '' : String(row[field])]),
  ) as CatalogueForm<Field>;
/** A new record's form: empty but for `values`. */
export const emptyForm = <Field extends string>(fields: readonly Field[], values: Partial<Record<Field, string>>) =>
  Object.fromEntries(fields.map((field) => [field, values[field] ?? ''])) as CatalogueForm<Field>;

/** The first of `required` left empty, in the page's words, or null. */
const missing = <Field extends keyof Messages['fields'] & string>(
  typed: CatalogueForm<Field>,
  required: readonly Field[],
  m: Messages,
) => {
  const empty = required.find((field) => !typed[field]);
  return empty ? m.missing(m.fields[empty]) : null;
};

/**
 * A category as typed, checked whole: a new one goes under a top category (`parent_id`) or is one (empty);
 * a top category stays one and a subcategory stays under a top category, which it may change. The picture
 * is optional, and a path on this shop when given.
 */
export function readCategoryForm(
  typed: CategoryForm,
  before: CategoryRecord | null,
  tops: CategoryRecord[],
  m: Messages,
): Read<CategoryFields> {
  const refusal = missing(typed, ['name_en', 'name_km', 'sort'], m);
  if (refusal) return { refusal };
  const parent = typed.parent_id ? tops.find((top) => String(top.id) === typed.parent_id) : null;
  if (before?.parent_id === null && typed.parent_id) return { refusal: m.topStays };
  if (before && before.parent_id !== null && !typed.parent_id) return { refusal: m.leafStays };
  if (parent === undefined) return { refusal: m.badChoice(m.fields.parent_id) };
  if (!SORT.test(typed.sort)) return { refusal: m.badSort };
  if (typed.image && !isPicturePath(typed.image)) return { refusal: m.badPicture };
  return {
    fields: {
      parent_id: parent?.id ?? null,
      name_en: typed.name_en.slice(0, NAME_LENGTH),
      name_km: typed.name_km.slice(0, NAME_LENGTH),
      image: typed.image || null,
      sort: Number(typed.sort),
    },
  };
}

/** A brand as typed, checked whole: its top category from the list, names and texts in both languages, a logo on this shop. */
export function readBrandForm(typed: BrandForm, tops: CategoryRecord[], m: Messages): Read<BrandFields> {
  const refusal = missing(typed, ['name_en', 'name_km', 'about_en', 'about_km', 'logo', 'sort'], m);
  if (refusal) return { refusal };
  const category = tops.find((top) => String(top.id) === typed.goods_category_id);
  if (!category) return { refusal: m.badChoice(m.fields.goods_category_id) };
  if (!SORT.test(typed.sort)) return { refusal: m.badSort };
  if (!isPicturePath(typed.logo)) return { refusal: m.badPicture };
  return {
    fields: {
      goods_category_id: category.id,
      name_en: typed.name_en.slice(0, NAME_LENGTH),
      name_km: typed.name_km.slice(0, NAME_LENGTH),
      about_en: typed.about_en.slice(0, ABOUT_LENGTH),
      about_km: typed.about_km.slice(0, ABOUT_LENGTH),
      logo: typed.logo,
      sort: Number(typed.sort),
    },
  };
}

/** A merchant as typed, checked whole: its kind from the list, every text in both languages, a phone, a logo on this shop. */
export function readMerchantForm(typed: MerchantForm, kinds: Choice[], m: Messages): Read<MerchantFields> {
  const refusal = missing(
    typed,
    ['name_en', 'name_km', 'about_en', 'about_km', 'city_en', 'city_km', 'phone', 'logo'],
    m,
  );
  if (refusal) return { refusal };
  const kind = kinds.find((one) => String(one.id) === typed.business_category_id);
  if (!kind) return { refusal: m.badChoice(m.fields.business_category_id) };
  if (!PHONE.test(typed.phone)) return { refusal: m.badPhone };
  if (!isPicturePath(typed.logo)) return { refusal: m.badPicture };
  return {
    fields: {
      business_category_id: kind.id,
      name_en: typed.name_en.slice(0, NAME_LENGTH),
      name_km: typed.name_km.slice(0, NAME_LENGTH),
      about_en: typed.about_en.slice(0, ABOUT_LENGTH),
      about_km: typed.about_km.slice(0, ABOUT_LENGTH),
      logo: typed.logo,
      city_en: typed.city_en.slice(0, NAME_LENGTH),
      city_km: typed.city_km.slice(0, NAME_LENGTH),
      phone: typed.phone,
    },
  };
}

/** A kind of shop as typed, checked whole: both names, a picture on this shop and its place in the order. */
export function readShopKindForm(typed: ShopKindForm, m: Messages): Read<ShopKindFields> {
  const refusal = missing(typed, ['name_en', 'name_km', 'sort'], m);
  if (refusal) return { refusal };
  if (!typed.image) return { refusal: m.missing(m.shopKindImage) };
  if (!SORT.test(typed.sort)) return { refusal: m.badSort };
  if (!isPicturePath(typed.image)) return { refusal: m.badPicture };
  return {
    fields: {
      name_en: typed.name_en.slice(0, NAME_LENGTH),
      name_km: typed.name_km.slice(0, NAME_LENGTH),
      image: typed.image,
      sort: Number(typed.sort),
    },
  };
}
