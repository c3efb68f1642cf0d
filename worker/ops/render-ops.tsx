import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { withTableRoles } from './table-roles';
import opsAssets from 'virtual:ops-assets';
import type { OpsEnv } from './ops-app';
import type { Lang } from '../../lib/lang';
import { OpsAccountPage, type TwoStepView } from '../../src/ops/OpsAccountPage';
import { OpsAuditPage } from '../../src/ops/OpsAuditPage';
import { OpsBrandPage, OpsBrandsPage } from '../../src/ops/OpsBrandsPage';
import { OpsCategoriesPage, OpsCategoryPage } from '../../src/ops/OpsCategoriesPage';
import type { BrandForm, CategoryForm, MerchantForm, ShopKindForm } from '../../src/ops/catalogue-fields';
import type {
  BrandRecord,
  CategoryRecord,
  Choice,
  MerchantRecord,
  ShopKindRecord,
} from '../../commerce/db/ops-catalogue';
import { OpsMerchantPage, OpsMerchantsPage } from '../../src/ops/OpsMerchantsPage';
import { OpsShopKindPage, OpsShopKindsPage } from '../../src/ops/OpsShopKindsPage';
import { OpsDealsPage } from '../../src/ops/OpsDealsPage';
import { OpsGlancePage } from '../../src/ops/OpsGlancePage';
import { type MemberNotice, OpsMemberPage } from '../../src/ops/OpsMemberPage';
import { OpsMembersPage } from '../../src/ops/OpsMembersPage';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import { OpsOperatorsPage } from '../../src/ops/OpsOperatorsPage';
import { OpsOrderPage } from '../../src/ops/OpsOrderPage';
import { OpsOutletPage, OpsOutletsPage } from '../../src/ops/OpsOutletsPage';
import { OpsProductPage, OpsProductsPage, type ProductList } from '../../src/ops/OpsProductsPage';
import { OpsProductPhotosPage } from '../../src/ops/OpsProductPhotosPage';
import type { PhotoProduct, ProductPhotoRow } from '../../commerce/db/ops-product-photos';
import { type ImportReport, OpsProductImportPage } from '../../src/ops/OpsProductImportPage';
import type { ProductForm } from '../../src/ops/product-form';
import type { ProductTermsForm } from '../../src/ops/product-terms';
import type { ProductChoices } from '../../commerce/db/ops-products';
import type { OutletField } from '../../src/ops/outlet-fields';
import type { OutletRecord } from '../../commerce/db/ops-outlets';
import { OpsOrdersPage } from '../../src/ops/OpsOrdersPage';
import { OpsSignInPage } from '../../src/ops/OpsSignInPage';
import { OpsSitePage } from '../../src/ops/OpsSitePage';
import type { SiteSettings } from '../../commerce/db/site-settings';
import { OpsSlipPage } from '../../src/ops/OpsSlipPage';
import type { VoucherTyped } from '../../src/ops/OpsVoucherForm';
import { OpsVoucherPage } from '../../src/ops/OpsVoucherPage';
import { OpsVouchersPage } from '../../src/ops/OpsVouchersPage';
import type { OpsCoupon, OpsDealItem, OpsSlot } from '../../commerce/db/ops-deals';
import type { OpsOrderQuery } from '../../src/ops/ops-order-query';
import type { OrderState } from '../../commerce/contract/orders';
import type { Glance } from '../../commerce/db/ops-glance';
import type { Member, MemberHit } from '../../commerce/db/ops-members';
import type { MerchantChoice, OpsOrder, OpsOrderListRow } from '../../commerce/db/ops-orders';
import type { AuditRow, Operator, OperatorListRow } from '../../commerce/db/operators';
import type { OperatorTarget } from '../../commerce/order-moves';
import type {
  OpsHelpCategory,
  OpsHelpListArticle,
  OpsPromotion,
  OpsPromotionItem,
} from '../../commerce/db/ops-content';
import { OpsHelpArticlePage } from '../../src/ops/OpsHelpArticlePage';
import { OpsHelpPage } from '../../src/ops/OpsHelpPage';
import { OpsPoliciesPage } from '../../src/ops/OpsPoliciesPage';
import { OpsPolicyPage } from '../../src/ops/OpsPolicyPage';
import { OpsPromotionPage } from '../../src/ops/OpsPromotionPage';
import { OpsPromotionsPage } from '../../src/ops/OpsPromotionsPage';
import type { Notice } from '../../src/ops/OpsNotice';
import { OpsReviewsPage } from '../../src/ops/OpsReviewsPage';
import { OpsPaymentsPage } from '../../src/ops/OpsPaymentsPage';
import type { PaymentsReview } from '../../commerce/db/ops-payments';
import { OpsAnnouncementsPage } from '../../src/ops/OpsAnnouncementsPage';
import type { AnnouncementForm } from '../../src/ops/announcement-fields';
import type { AnnouncementRecord } from '../../commerce/db/ops-announcements';
import type { ReviewRecord } from '../../commerce/db/ops-reviews';
import type { ReviewFilter } from '../../lib/review-filters';

/**
 * The console's renderer (decision 020): whole pages as HTML, without the shop's app, its boot payload or any
 * script; never cached; its tables' roles written out (withTableRoles). The routes (ops-app.ts) give the
 * data, these draw it.
 */
function html(c: Context, page: ReactElement, status: 200 | 400 | 404 | 409 | 429): Response {
  c.header('Cache-Control', 'no-store');
  return c.html(`<!DOCTYPE html>${withTableRoles(renderToString(page))}`, status);
}

export const renderSignIn = (
  c: Context,
  lang: Lang,
  error: string | null,
  email: string,
  status: 200 | 400 | 429,
  askCode = false,
) => html(c, <OpsSignInPage lang={lang} error={error} email={email} askCode={askCode} />, status);

export const renderAccount = (
  c: Context,
  lang: Lang,
  operator: Operator,
  twoStep: TwoStepView,
  notice: { kind: 'done' | 'error'; text: string } | null,
) =>
  html(
    c,
    <OpsAccountPage lang={lang} operator={operator} twoStep={twoStep} notice={notice} />,
    notice?.kind === 'error' ? 400 : 200,
  );

export const renderGlance = (
  c: Context,
  lang: Lang,
  operator: Operator,
  glance: Glance,
  facts: { smsLimit: number; smsSignUpCap: number; bakongOn: boolean; now: number },
) => html(c, <OpsGlancePage lang={lang} operator={operator} glance={glance} {...facts} />, 200);

export const renderAudit = (
  c: Context,
  lang: Lang,
  operator: Operator,
  rows: AuditRow[],
  page: number,
  more: boolean,
) => html(c, <OpsAuditPage lang={lang} operator={operator} rows={rows} page={page} more={more} />, 200);

export const renderMembers = (c: Context, lang: Lang, operator: Operator, query: string, hits: MemberHit[] | null) =>
  html(c, <OpsMembersPage lang={lang} operator={operator} query={query} hits={hits} />, 200);

export const renderMember = (
  c: Context,
  lang: Lang,
  operator: Operator,
  member: Member,
  facts: { grade: string; names: Record<number, string> },
  notice: MemberNotice | null,
) =>
  html(
    c,
    <OpsMemberPage
      lang={lang}
      operator={operator}
      member={member}
      grade={facts.grade}
      names={facts.names}
      notice={notice}
    />,
    notice?.kind === 'error' ? 400 : 200,
  );

export const renderOperators = (
  c: Context,
  lang: Lang,
  operator: Operator,
  operators: OperatorListRow[],
  notice: Notice | null,
  typed: { email: string; name: string },
) =>
  html(
    c,
    <OpsOperatorsPage lang={lang} operator={operator} operators={operators} notice={notice} typed={typed} />,
    notice?.kind === 'error' ? 400 : 200,
  );

export const renderOutlets = (c: Context, lang: Lang, operator: Operator, outlets: OutletRecord[], saved: boolean) =>
  html(c, <OpsOutletsPage lang={lang} operator={operator} outlets={outlets} saved={saved} />, 200);

export const renderOutlet = (
  c: Context,
  lang: Lang,
  operator: Operator,
  id: number | null,
  values: Record<OutletField, string>,
  error: string | null,
) =>
  html(c, <OpsOutletPage lang={lang} operator={operator} id={id} values={values} error={error} />, error ? 400 : 200);

export const renderProducts = (c: Context, lang: Lang, operator: Operator, list: ProductList) =>
  html(c, <OpsProductsPage lang={lang} operator={operator} {...list} />, 200);

export const renderProduct = (
  c: Context,
  lang: Lang,
  operator: Operator,
  id: number | null,
  values: ProductForm & ProductTermsForm,
  choices: ProductChoices,
  error: string | null,
) =>
  html(
    c,
    <OpsProductPage lang={lang} operator={operator} id={id} values={values} choices={choices} error={error} />,
    error ? 400 : 200,
  );

export const renderProductPhotos = (
  c: Context<OpsEnv>,
  lang: Lang,
  operator: Operator,
  product: PhotoProduct,
  photos: ProductPhotoRow[],
  notice: Notice | null,
) =>
  html(
    c,
    <OpsProductPhotosPage
      lang={lang}
      operator={operator}
      product={product}
      photos={photos}
      notice={notice}
      script={{ src: opsAssets.script, nonce: c.get('secureHeadersNonce') }}
    />,
    notice?.kind === 'error' ? 400 : 200,
  );
export const renderProductImport = (
  c: Context,
  lang: Lang,
  operator: Operator,
  report: ImportReport | null,
  error: string | null,
) => html(c, <OpsProductImportPage lang={lang} operator={operator} report={report} error={error} />, error ? 400 : 200);

export const renderOpsNotFound = (c: Context, lang: Lang, operator: Operator) =>
  html(c, <OpsNotFoundPage lang={lang} operator={operator} />, 404);

export const renderOrders = (
  c: Context,
  lang: Lang,
  operator: Operator,
  list: {
    query: OpsOrderQuery;
    orders: OpsOrderListRow[];
    counts: Partial<Record<OrderState, number>>;
    merchants: MerchantChoice[];
    page: number;
    more: boolean;
  },
) => html(c, <OpsOrdersPage lang={lang} operator={operator} {...list} />, 200);

export const renderOrder = (
  c: Context,
  lang: Lang,
  operator: Operator,
  data: OpsOrder,
  moves: OperatorTarget[],
  error: string | null = null,
  status: 200 | 400 | 409 = 200,
) => html(c, <OpsOrderPage lang={lang} operator={operator} data={data} moves={moves} error={error} />, status);

export const renderSlip = (c: Context, lang: Lang, operator: Operator, data: OpsOrder) =>
  html(c, <OpsSlipPage lang={lang} operator={operator} data={data} />, 200);

const noticeStatus = (notice: Notice | null) => (notice?.kind === 'error' ? 400 : 200);

export const renderVouchers = (
  c: Context,
  lang: Lang,
  operator: Operator,
  list: { coupons: OpsCoupon[]; now: number; merchants: MerchantChoice[] },
  notice: Notice | null,
  typed: VoucherTyped,
) =>
  html(
    c,
    <OpsVouchersPage lang={lang} operator={operator} {...list} notice={notice} typed={typed} />,
    noticeStatus(notice),
  );

export const renderVoucher = (
  c: Context,
  lang: Lang,
  operator: Operator,
  data: { coupon: OpsCoupon; merchants: MerchantChoice[] },
  notice: Notice | null,
  typed: VoucherTyped,
) =>
  html(
    c,
    <OpsVoucherPage lang={lang} operator={operator} {...data} notice={notice} typed={typed} />,
    noticeStatus(notice),
  );

export const renderDeals = (
  c: Context,
  lang: Lang,
  operator: Operator,
  data: { slots: OpsSlot[]; items: OpsDealItem[]; live: number[] },
  notice: Notice | null,
  typed: VoucherTyped,
) =>
  html(
    c,
    <OpsDealsPage lang={lang} operator={operator} {...data} notice={notice} typed={typed} />,
    noticeStatus(notice),
  );

export const renderPromotions = (
  c: Context,
  lang: Lang,
  operator: Operator,
  list: { promotions: OpsPromotion[]; now: number },
  notice: Notice | null,
  typed: VoucherTyped,
) =>
  html(
    c,
    <OpsPromotionsPage
      lang={lang}
      operator={operator}
      {...list}
      notice={notice}
      typed={typed}
      script={{ src: opsAssets.script, nonce: c.get('secureHeadersNonce') }}
    />,
    noticeStatus(notice),
  );

export const renderPromotion = (
  c: Context,
  lang: Lang,
  operator: Operator,
  data: { promotion: OpsPromotion; items: OpsPromotionItem[] },
  notice: Notice | null,
  typed: { promotion: VoucherTyped; item: VoucherTyped },
) =>
  html(
    c,
    <OpsPromotionPage
      lang={lang}
      operator={operator}
      {...data}
      notice={notice}
      typed={typed.promotion}
      itemTyped={typed.item}
      script={{ src: opsAssets.script, nonce: c.get('secureHeadersNonce') }}
    />,
    noticeStatus(notice),
  );

export const renderHelp = (
  c: Context,
  lang: Lang,
  operator: Operator,
  data: { categories: OpsHelpCategory[]; articles: OpsHelpListArticle[] },
  notice: Notice | null,
  typed: VoucherTyped,
) =>
  html(
    c,
    <OpsHelpPage lang={lang} operator={operator} {...data} notice={notice} typed={typed} />,
    noticeStatus(notice),
  );

export const renderHelpArticle = (
  c: Context,
  lang: Lang,
  operator: Operator,
  article: { id: number; slug: string } | null,
  categories: OpsHelpCategory[],
  notice: Notice | null,
  typed: VoucherTyped,
) =>
  html(
    c,
    <OpsHelpArticlePage
      lang={lang}
      operator={operator}
      article={article}
      categories={categories}
      notice={notice}
      typed={typed}
    />,
    noticeStatus(notice),
  );

export const renderPolicies = (
  c: Context,
  lang: Lang,
  operator: Operator,
  pages: { slug: string; updated_on: string; sections: number }[],
  saved: boolean,
) => html(c, <OpsPoliciesPage lang={lang} operator={operator} pages={pages} saved={saved} />, 200);

export const renderPolicy = (
  c: Context,
  lang: Lang,
  operator: Operator,
  page: { slug: string; sections: number },
  typed: VoucherTyped,
  error: string | null,
) =>
  html(c, <OpsPolicyPage lang={lang} operator={operator} {...page} typed={typed} error={error} />, error ? 400 : 200);
export const renderSite = (c: Context, lang: Lang, operator: Operator, values: SiteSettings, notice: Notice | null) =>
  html(
    c,
    <OpsSitePage lang={lang} operator={operator} values={values} notice={notice} />,
    notice?.kind === 'error' ? 400 : 200,
  );
export const renderCategories = (
  c: Context,
  lang: Lang,
  operator: Operator,
  categories: CategoryRecord[],
  notice: Notice | null,
) =>
  html(
    c,
    <OpsCategoriesPage lang={lang} operator={operator} categories={categories} notice={notice} />,
    noticeStatus(notice),
  );

export const renderCategory = (
  c: Context,
  lang: Lang,
  operator: Operator,
  form: { id: number | null; name: string | null; isTop: boolean; values: CategoryForm; tops: Choice[] },
  notice: Notice | null,
) => html(c, <OpsCategoryPage lang={lang} operator={operator} {...form} notice={notice} />, noticeStatus(notice));

export const renderBrands = (
  c: Context,
  lang: Lang,
  operator: Operator,
  list: { brands: BrandRecord[]; tops: Choice[] },
  notice: Notice | null,
) => html(c, <OpsBrandsPage lang={lang} operator={operator} {...list} notice={notice} />, noticeStatus(notice));

export const renderBrand = (
  c: Context,
  lang: Lang,
  operator: Operator,
  form: { id: number | null; name: string | null; values: BrandForm; tops: Choice[] },
  notice: Notice | null,
) => html(c, <OpsBrandPage lang={lang} operator={operator} {...form} notice={notice} />, noticeStatus(notice));

export const renderMerchants = (
  c: Context,
  lang: Lang,
  operator: Operator,
  merchants: MerchantRecord[],
  notice: Notice | null,
) =>
  html(
    c,
    <OpsMerchantsPage lang={lang} operator={operator} merchants={merchants} notice={notice} />,
    noticeStatus(notice),
  );

export const renderShopKinds = (
  c: Context,
  lang: Lang,
  operator: Operator,
  kinds: ShopKindRecord[],
  notice: Notice | null,
) => html(c, <OpsShopKindsPage lang={lang} operator={operator} kinds={kinds} notice={notice} />, noticeStatus(notice));

export const renderShopKind = (
  c: Context,
  lang: Lang,
  operator: Operator,
  form: { id: number | null; name: string | null; values: ShopKindForm },
  notice: Notice | null,
) => html(c, <OpsShopKindPage lang={lang} operator={operator} {...form} notice={notice} />, noticeStatus(notice));

export const renderMerchant = (
  c: Context,
  lang: Lang,
  operator: Operator,
  form: {
    id: number | null;
    name: string | null;
    values: MerchantForm;
    kinds: Choice[];
    products: number;
    closedAt: number | null;
  },
  notice: Notice | null,
) => html(c, <OpsMerchantPage lang={lang} operator={operator} {...form} notice={notice} />, noticeStatus(notice));

export const renderReviews = (
  c: Context,
  lang: Lang,
  operator: Operator,
  list: { filter: ReviewFilter; page: number; reviews: ReviewRecord[]; more: boolean },
  notice: Notice | null,
) => html(c, <OpsReviewsPage lang={lang} operator={operator} {...list} notice={notice} />, noticeStatus(notice));

export const renderPayments = (
  c: Context,
  lang: Lang,
  operator: Operator,
  data: { review: PaymentsReview; account: string | null; now: number },
  notice: Notice | null,
) => html(c, <OpsPaymentsPage lang={lang} operator={operator} {...data} notice={notice} />, 200);

export const renderAnnouncements = (
  c: Context,
  lang: Lang,
  operator: Operator,
  sent: AnnouncementRecord[],
  values: AnnouncementForm,
  notice: Notice | null,
) =>
  html(
    c,
    <OpsAnnouncementsPage lang={lang} operator={operator} sent={sent} values={values} notice={notice} />,
    noticeStatus(notice),
  );
