import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { MemberNotice } from '../../src/ops/OpsMemberPage';
import { OPERATOR_TARGETS } from '../../src/api/contract/orders';
import type { Lang } from '../../src/lib/lang';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import type { AppEnv } from '../app-env';
import { checkPassword, type PasswordRefusal } from '../commerce/check-credentials';
import { addressKey } from '../commerce/client-address';
import { nowSeconds } from '../commerce/clock';
import { readGlance } from '../commerce/db/ops-glance';
import { adjustmentStatement, findMembers, readMember, unlockStatements } from '../commerce/db/ops-members';
import { listMerchantNames, listOpsOrders, readOpsOrder } from '../commerce/db/ops-orders';
import { readOrderState } from '../commerce/db/order-read';
import {
  auditStatement,
  endSessionStatement,
  expiredSessionsStatement,
  findOperatorByEmail,
  listAudit,
  type Operator,
  type OperatorRow,
  operatorBySession,
  pendingTwoStepStatement,
  readTwoStep,
  sessionStatement,
  twoStepStatement,
  claimTwoStepCode,
  createOperatorStatement,
  endOperatorSessionsStatement,
  listOperators,
  operatorPasswordStatement,
  updateOperatorStatement,
} from '../commerce/db/operators';
import { isConstraintFailure } from '../commerce/db/constraint-failure';
import {
  findProducts,
  productIdBySku,
  type ProductRecord,
  productTermsStatement,
  readProductChoices,
  readProductRecord,
  readProductTerms,
  saveProductStatements,
} from '../commerce/db/ops-products';
import { PRODUCT_FORM_FIELDS, type ProductForm } from '../../src/ops/product-form';
import { PRODUCT_TERMS_FIELDS, type ProductTermsForm } from '../../src/ops/product-terms';
import { checkProductTerms, termsForm } from './check-product-terms';
import { checkProduct, productRefusalText } from './check-product';
import { productCsvRoutes } from './product-csv-routes';
import {
  listOutletRecords,
  type OutletRecord,
  readOutletRecord,
  saveOutletStatement,
} from '../commerce/db/ops-outlets';
import { type OutletField, OUTLET_FIELDS } from '../../src/ops/outlet-fields';
import type { OperatorsNotice } from '../../src/ops/OpsOperatorsPage';
import { refundSpends, spendBudgets } from '../commerce/db/budget-spends';
import { wrongCodeBudget } from '../commerce/budgets';
import { matchTotp, newTotpSecret, totpUri } from '../commerce/totp';
import type { TwoStepView } from '../../src/ops/OpsAccountPage';
import { moveByShop, type OperatorTarget, operatorMoves } from '../commerce/order-moves';
import { hashPassword, randomSecret, sha256Hex } from '../commerce/secrets';
import { smsDailyLimit } from '../commerce/sms-budget';
import { gradeOf, POINTS_KIND_NAMES } from '../commerce/grades';
import { toApiMobile } from '../../src/lib/mobile';
import { phnomPenhDayStart } from '../../src/lib/phnom-penh-time';
import { clearOpsCookie, OPS_SESSION_SECONDS, readOpsCookie, setOpsCookie } from '../cookies';
import {
  renderAccount,
  renderAudit,
  renderGlance,
  renderMember,
  renderMembers,
  renderOperators,
  renderOpsNotFound,
  renderOrder,
  renderOrders,
  renderOutlet,
  renderOutlets,
  renderProduct,
  renderProducts,
  renderSignIn,
  renderSlip,
} from './render-ops';
import { dealRoutes } from './deal-routes';
import { photoRoutes } from './photo-routes';
import { contentRoutes } from './content-routes';
import { requireOperator } from './require-operator';
import { forgetCached } from '../data/forget-cached';
import { siteRoutes } from './site-routes';
import { catalogueRoutes } from './catalogue-routes';
import { readOrderFilter } from './order-filter';
import { ordersCsv } from './orders-csv';

export type OpsEnv = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { operator: Operator | null } };

const TOKEN_SHAPE = /^[0-9a-f]{64}$/;
const HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;
const EMPTY_OUTLET = Object.fromEntries(OUTLET_FIELDS.map((field) => [field, ''])) as Record<OutletField, string>;
const outletValues = (outlet: OutletRecord) =>
  Object.fromEntries(OUTLET_FIELDS.map((field) => [field, String(outlet[field])])) as Record<OutletField, string>;
const EMAIL_SHAPE = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const ID_SHAPE = /^[1-9]\d{0,8}$/;
const MAX_ADJUSTMENT = 100_000;
const AUDIT_PAGE = 50;
const ORDERS_PAGE = 50;
/** The CSV holds at most this many orders (a month of a busy shop); narrow the filters for more. */
const CSV_ROWS = 20_000;

/** Reads the console's own cookie into `operator`: a live session's operator, or null (a shopper's cookie is not read). */
function operatorSession(): MiddlewareHandler<OpsEnv> {
  return async function operatorSession(c, next) {
    const token = readOpsCookie(c);
    c.set(
      'operator',
      token && TOKEN_SHAPE.test(token) ? await operatorBySession(c.env.DB, await sha256Hex(token), nowSeconds()) : null,
    );
    await next();
  };
}

/** A product's form as typed, from its record (or empty for a new one). */
function productForm(product: ProductRecord | null): ProductForm {
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    sku: product?.sku ?? '',
    merchant_id: text(product?.merchant_id),
    category_id: text(product?.category_id),
    brand_id: text(product?.brand_id),
    name_en: product?.name_en ?? '',
    name_km: product?.name_km ?? '',
    description_en: product?.description_en ?? '',
    description_km: product?.description_km ?? '',
    image: product?.image ?? '',
    price: product ? (product.price_cents / 100).toFixed(2) : '',
    compare: product?.compare_cents ? (product.compare_cents / 100).toFixed(2) : '',
    stock: text(product?.stock),
    limit_per_shopper: product ? String(product.limit_per_shopper) : '10',
    is_preorder: product?.is_preorder ? '1' : '',
  };
}

/**
 * Why an authenticator's code is refused, or null when `accept` took it: at signing in, setting two-step
 * up and turning it off alike. Each try spends the operator's daily budget of wrong codes (decision 014's
 * wrong one-time codes) before the code is checked, and a right one gives it back, so once 10 were wrong
 * no code is even checked until the day's window moves on. `accept` matches the code (the current step or
 * one either side) and records its step as used, so a code works once.
 */
async function codeRefusal(
  db: D1Database,
  email: string,
  now: number,
  accept: () => Promise<boolean>,
): Promise<'codeWrong' | 'blocked' | null> {
  const spent = await spendBudgets(db, [wrongCodeBudget(`ops:${email.toLowerCase()}`)], now);
  if (!spent) return 'blocked';
  if (!(await accept())) return 'codeWrong';
  await refundSpends(db, spent);
  return null;
}

/** Whether `code` is the current one of `secret` and not used yet; when it is, its step is recorded as used. */
async function claimCode(
  db: D1Database,
  operator: OperatorRow | Operator,
  secret: string,
  code: string,
  now: number,
  lastStep: number | null,
) {
  const step = await matchTotp(secret, code, now, lastStep);
  return step !== null && (await claimTwoStepCode(db, operator.id, step));
}
/** The moves an operator may make on an order now: refunds are the owner's alone. */
const movesFor = (operator: Operator, order: Parameters<typeof operatorMoves>[0]) =>
  operatorMoves(order).filter((to) => to !== 'refunded' || operator.role === 'owner');

/** The order in `:id` (digits only, else null). */
const orderId = (c: Context) => {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

const REFUSALS: Record<PasswordRefusal, 'wrong' | 'slowDown' | 'blocked'> = {
  loginFailed: 'wrong',
  signInSlowDown: 'slowDown',
  signInBlocked: 'blocked',
  signInPaused: 'blocked',
};

/**
 * The operator's console in one language (issue 20; docs/decisions/020-operators-console.md), mounted at
 * /ops and /kh/ops: sign-in with the shoppers' abuse budgets, today at a glance, and for owners the
 * audit of every change. Pages are plain HTML forms (the same-origin check guards every POST).
 */
export function opsApp(lang: Lang) {
  const m = OPS_MESSAGES[lang];
  /** The owners' page of operators, with a notice and the add form's fields as typed. */
  const operatorsPage = async (
    c: Context<OpsEnv>,
    notice: OperatorsNotice | null,
    typed: { email: string; name: string } = { email: '', name: '' },
  ) => renderOperators(c, lang, c.get('operator')!, await listOperators(c.env.DB), notice, typed);
  /** The operator's own account page, showing their two-step sign-in as it is now. */
  const accountPage = async (c: Context<OpsEnv>, notice: { kind: 'done' | 'error'; text: string } | null) => {
    const operator = c.get('operator')!;
    const twoStep = await readTwoStep(c.env.DB, operator.id);
    const view: TwoStepView = twoStep.on
      ? { state: 'on' }
      : twoStep.pending
        ? { state: 'pending', uri: totpUri(m.title, operator.email, twoStep.pending), key: twoStep.pending }
        : { state: 'off' };
    return renderAccount(c, lang, operator, view, notice);
  };
  /** The member the path's id names, or null. */
  const memberOf = (c: Context<OpsEnv>) => {
    const id = c.req.param('id') ?? '';
    return ID_SHAPE.test(id) ? readMember(c.env.DB, Number(id), nowSeconds()) : Promise.resolve(null);
  };
  /** The member's page with a notice (or the console's 404 for an unknown member). */
  const memberPage = async (c: Context<OpsEnv>, notice: MemberNotice | null) => {
    const member = await memberOf(c);
    if (!member) return renderOpsNotFound(c, lang, c.get('operator')!);
    const kinds = Object.fromEntries(Object.entries(POINTS_KIND_NAMES).map(([kind, names]) => [kind, names[lang]]));
    return renderMember(
      c,
      lang,
      c.get('operator')!,
      member,
      { grade: gradeOf(member.earned, lang).grade, kinds },
      notice,
    );
  };
  return new Hono<OpsEnv>()
    .use(operatorSession())
    .get('/sign-in', (c) => (c.get('operator') ? c.redirect(opsPath(lang), 303) : renderSignIn(c, lang, null, '', 200)))
    .post('/sign-in', async (c) => {
      const form = await c.req.parseBody();
      const email = typeof form.email === 'string' ? form.email.trim().toLowerCase().slice(0, 254) : '';
      const password = typeof form.password === 'string' ? form.password : '';
      if (!email || !password || password.length > 200) return renderSignIn(c, lang, m.missing, email, 400);
      const db = c.env.DB;
      const now = nowSeconds();
      const checked = await checkPassword(
        db,
        addressKey(c.req.header('cf-connecting-ip')),
        `ops:${email}`,
        password,
        now,
        () => findOperatorByEmail(db, email),
      );
      if ('refused' in checked)
        return renderSignIn(
          c,
          lang,
          m[REFUSALS[checked.refused]],
          email,
          checked.refused === 'loginFailed' ? 400 : 429,
        );
      const operator = checked.account;
      if (operator.totp_secret) {
        const code = typeof form.code === 'string' ? form.code.replace(/\s/g, '') : '';
        if (!code) return renderSignIn(c, lang, m.codeNeeded, email, 200, true);
        const refusal = await codeRefusal(db, email, now, () =>
          claimCode(db, operator, operator.totp_secret!, code, now, operator.totp_last_step),
        );
        if (refusal) return renderSignIn(c, lang, m[refusal], email, refusal === 'blocked' ? 429 : 400, true);
      }
      await checked.signedIn();
      const token = randomSecret();
      const previous = readOpsCookie(c);
      await db.batch([
        // A new session replaces the one this browser had, and sessions past their time go.
        ...(previous && TOKEN_SHAPE.test(previous) ? [endSessionStatement(db, await sha256Hex(previous))] : []),
        expiredSessionsStatement(db, now),
        sessionStatement(db, await sha256Hex(token), operator.id, now, now + OPS_SESSION_SECONDS),
        auditStatement(
          db,
          {
            operatorId: operator.id,
            action: 'sign_in',
            entity: 'operator',
            entityId: String(operator.id),
            before: null,
            after: null,
          },
          now,
        ),
      ]);
      setOpsCookie(c, token);
      return c.redirect(opsPath(lang), 303);
    })
    .post('/sign-out', async (c) => {
      const operator = c.get('operator');
      const token = readOpsCookie(c);
      if (operator && token) {
        const db = c.env.DB;
        const now = nowSeconds();
        await db.batch([
          endSessionStatement(db, await sha256Hex(token)),
          auditStatement(
            db,
            {
              operatorId: operator.id,
              action: 'sign_out',
              entity: 'operator',
              entityId: String(operator.id),
              before: null,
              after: null,
            },
            now,
          ),
        ]);
      }
      clearOpsCookie(c);
      return c.redirect(opsPath(lang, '/sign-in'), 303);
    })
    .use(requireOperator(lang))
    .get('/', async (c) => {
      const now = nowSeconds();
      const glance = await readGlance(c.env.DB, lang, phnomPenhDayStart(now), now);
      return renderGlance(c, lang, c.get('operator')!, glance, smsDailyLimit(c.env));
    })
    .get('/account', async (c) => {
      const done = c.req.query('done');
      const notice =
        done === 'on' || done === 'off'
          ? { kind: 'done' as const, text: done === 'on' ? m.account.turnedOn : m.account.turnedOff }
          : null;
      return accountPage(c, notice);
    })
    .post('/account/two-step/start', async (c) => {
      const operator = c.get('operator')!;
      if (!(await readTwoStep(c.env.DB, operator.id)).on)
        await pendingTwoStepStatement(c.env.DB, operator.id, newTotpSecret()).run();
      return c.redirect(opsPath(lang, '/account'), 303);
    })
    .post('/account/two-step/:change{confirm|off}', async (c) => {
      const operator = c.get('operator')!;
      const db = c.env.DB;
      const twoStep = await readTwoStep(db, operator.id);
      const turningOn = c.req.param('change') === 'confirm';
      const secret = turningOn ? twoStep.pending : twoStep.secret;
      if (!secret) return c.redirect(opsPath(lang, '/account'), 303);
      const form = await c.req.parseBody();
      const code = typeof form.code === 'string' ? form.code.replace(/\s/g, '') : '';
      const now = nowSeconds();
      const refusal = await codeRefusal(db, operator.email, now, () =>
        claimCode(db, operator, secret, code, now, turningOn ? null : twoStep.last_step),
      );
      if (refusal) return accountPage(c, { kind: 'error', text: m[refusal] });
      await db.batch([
        twoStepStatement(db, operator.id, turningOn ? secret : null),
        auditStatement(
          db,
          {
            operatorId: operator.id,
            action: turningOn ? 'two_step_on' : 'two_step_off',
            entity: 'operator',
            entityId: String(operator.id),
            before: { twoStep: twoStep.on },
            after: { twoStep: turningOn },
          },
          now,
        ),
      ]);
      return c.redirect(opsPath(lang, `/account?done=${turningOn ? 'on' : 'off'}`), 303);
    })
    .get('/members', async (c) => {
      const query = (c.req.query('q') ?? '').trim().slice(0, 100);
      if (!query) return renderMembers(c, lang, c.get('operator')!, '', null);
      const mobile = toApiMobile(query);
      const hits = await findMembers(c.env.DB, mobile, mobile ? '' : query);
      return renderMembers(c, lang, c.get('operator')!, query, hits);
    })
    .get('/members/:id', async (c) => {
      const done = c.req.query('done');
      const notice =
        done === 'adjusted' || done === 'unlocked' ? { kind: 'done' as const, text: m.members[done] } : null;
      return memberPage(c, notice);
    })
    .post('/members/:id/points', async (c) => {
      const member = await memberOf(c);
      if (!member) return renderOpsNotFound(c, lang, c.get('operator')!);
      const form = await c.req.parseBody();
      const typed = { points: String(form.points ?? '').trim(), reason: String(form.reason ?? '').trim() };
      const points = /^-?\d{1,6}$/.test(typed.points) ? Number(typed.points) : Number.NaN;
      const refusal =
        !Number.isInteger(points) || points === 0 || Math.abs(points) > MAX_ADJUSTMENT
          ? m.members.badAmount
          : typed.reason.length < 3 || typed.reason.length > 200
            ? m.members.noReason
            : member.balance + points < 0
              ? m.members.belowZero(member.balance)
              : null;
      if (refusal) return memberPage(c, { kind: 'error', text: refusal, ...typed });
      const db = c.env.DB;
      const now = nowSeconds();
      const operator = c.get('operator')!;
      const [written] = await db.batch([
        adjustmentStatement(db, member.id, points, typed.reason, `ops-${now}-${randomSecret(4)}`, now),
        auditStatement(
          db,
          {
            operatorId: operator.id,
            action: 'points_adjust',
            entity: 'member',
            entityId: String(member.id),
            before: { balance: member.balance },
            after: { balance: member.balance + points, points, reason: typed.reason },
          },
          now,
          true,
        ),
      ]);
      // Another adjustment landed first and this one would now go below 0: nothing was written.
      if (!written?.meta.changes) {
        const balance = (await readMember(db, member.id, nowSeconds()))?.balance ?? 0;
        return memberPage(c, { kind: 'error', text: m.members.belowZero(balance), ...typed });
      }
      return c.redirect(opsPath(lang, `/members/${member.id}?done=adjusted`), 303);
    })
    .post('/members/:id/unlock', async (c) => {
      const member = await memberOf(c);
      if (!member) return renderOpsNotFound(c, lang, c.get('operator')!);
      const db = c.env.DB;
      const now = nowSeconds();
      await db.batch([
        ...unlockStatements(db, member.mobile),
        auditStatement(
          db,
          {
            operatorId: c.get('operator')!.id,
            action: 'member_unlock',
            entity: 'member',
            entityId: String(member.id),
            before: { wrongPasswords: member.wrongPasswords },
            after: { wrongPasswords: 0 },
          },
          now,
        ),
      ]);
      return c.redirect(opsPath(lang, `/members/${member.id}?done=unlocked`), 303);
    })
    .get('/products', async (c) => {
      const query = (c.req.query('q') ?? '').trim().slice(0, 100);
      const rows = await findProducts(c.env.DB, lang, query);
      return renderProducts(c, lang, c.get('operator')!, query, rows, c.req.query('done') === 'saved');
    })
    .get('/products/:id{new|[1-9][0-9]*}', async (c) => {
      const db = c.env.DB;
      const param = c.req.param('id');
      const product = param === 'new' ? null : await readProductRecord(db, Number(param));
      if (param !== 'new' && !product) return renderOpsNotFound(c, lang, c.get('operator')!);
      const [choices, terms] = await Promise.all([
        readProductChoices(db, lang),
        product ? readProductTerms(db, product.id) : null,
      ]);
      const values = { ...productForm(product), ...termsForm(terms) };
      return renderProduct(c, lang, c.get('operator')!, product?.id ?? null, values, choices, null);
    })
    .post('/products/:id{new|[1-9][0-9]*}', async (c) => {
      const db = c.env.DB;
      const param = c.req.param('id');
      const before = param === 'new' ? null : await readProductRecord(db, Number(param));
      if (param !== 'new' && !before) return renderOpsNotFound(c, lang, c.get('operator')!);
      const termsBefore = before && (await readProductTerms(db, before.id));
      const body = await c.req.parseBody();
      const typed = Object.fromEntries(
        [...PRODUCT_FORM_FIELDS, ...PRODUCT_TERMS_FIELDS].map((field) => [
          field,
          typeof body[field] === 'string' ? body[field].trim() : '',
        ]),
      ) as ProductForm & ProductTermsForm;
      const choices = await readProductChoices(db, lang);
      const checked = checkProduct(typed, choices);
      const id = before?.id ?? null;
      if ('refusal' in checked)
        return renderProduct(
          c,
          lang,
          c.get('operator')!,
          id,
          typed,
          choices,
          productRefusalText(checked.refusal, m.products),
        );
      const terms = checkProductTerms(typed, checked.product.price_cents, checked.product.is_preorder === 1);
      if ('refusal' in terms)
        return renderProduct(c, lang, c.get('operator')!, id, typed, choices, m.products[terms.refusal]);
      const skuOwner = await productIdBySku(db, checked.product.sku);
      if (skuOwner !== null && skuOwner !== id)
        return renderProduct(c, lang, c.get('operator')!, id, typed, choices, m.products.skuTaken(skuOwner));
      const now = nowSeconds();
      const saved = await saveProductStatements(db, id, checked.product, checked.topCategoryId, now);
      try {
        await db.batch([
          ...saved.statements,
          productTermsStatement(db, saved.id, terms.terms),
          auditStatement(
            db,
            {
              operatorId: c.get('operator')!.id,
              action: id === null ? 'product_add' : 'product_edit',
              entity: 'product',
              entityId: String(saved.id),
              before: before && { ...before, ...termsBefore },
              after: { ...checked.product, ...terms.terms },
            },
            now,
          ),
        ]);
      } catch (error) {
        if (!isConstraintFailure(error)) throw error;
        return renderProduct(c, lang, c.get('operator')!, id, typed, choices, m.products.busy);
      }
      // A new product goes on to its photos: until it has some, the shop shows the picture path it was given.
      return c.redirect(
        opsPath(lang, id === null ? `/products/${saved.id}/photos?done=created` : `/products?q=${saved.id}&done=saved`),
        303,
      );
    })
    .get('/outlets', requireOperator(lang, 'owner'), async (c) =>
      renderOutlets(c, lang, c.get('operator')!, await listOutletRecords(c.env.DB), c.req.query('done') === 'saved'),
    )
    .get('/outlets/:id{new|[1-9][0-9]*}', requireOperator(lang, 'owner'), async (c) => {
      const id = c.req.param('id');
      if (id === 'new') return renderOutlet(c, lang, c.get('operator')!, null, EMPTY_OUTLET, null);
      const outlet = await readOutletRecord(c.env.DB, Number(id));
      if (!outlet) return renderOpsNotFound(c, lang, c.get('operator')!);
      return renderOutlet(c, lang, c.get('operator')!, outlet.id, outletValues(outlet), null);
    })
    .post('/outlets/:id{new|[1-9][0-9]*}', requireOperator(lang, 'owner'), async (c) => {
      const param = c.req.param('id');
      const db = c.env.DB;
      const before = param === 'new' ? null : await readOutletRecord(db, Number(param));
      if (param !== 'new' && !before) return renderOpsNotFound(c, lang, c.get('operator')!);
      const form = await c.req.parseBody();
      const values = Object.fromEntries(
        OUTLET_FIELDS.map((field) => [field, typeof form[field] === 'string' ? form[field].trim().slice(0, 200) : '']),
      ) as Record<OutletField, string>;
      const empty = OUTLET_FIELDS.find((field) => !values[field]);
      const [opens = '', closes = ''] = values.hours.split('-');
      const lat = Number(values.lat);
      const lng = Number(values.lng);
      const refusal = empty
        ? m.outlets.missing(m.outlets.fields[empty])
        : !HOURS.test(values.hours) || opens >= closes
          ? m.outlets.badHours
          : !(lat >= 10 && lat <= 15 && lng >= 102 && lng <= 108)
            ? m.outlets.badPlace
            : null;
      const id = before?.id ?? null;
      if (refusal) return renderOutlet(c, lang, c.get('operator')!, id, values, refusal);
      const outlet = { ...values, lat, lng };
      const now = nowSeconds();
      await db.batch([
        saveOutletStatement(db, id, outlet),
        auditStatement(
          db,
          {
            operatorId: c.get('operator')!.id,
            action: id === null ? 'outlet_add' : 'outlet_edit',
            entity: 'outlet',
            entityId: id === null ? outlet.name_en : String(id),
            before,
            after: outlet,
          },
          now,
        ),
      ]);
      // The shop reads stores through the edge cache (menus' rules): forget them so the change shows now.
      await forgetCached(c.env.CACHE, c.get('memory'), { keys: ['outlets'], paths: [] });
      return c.redirect(opsPath(lang, '/outlets?done=saved'), 303);
    })
    .get('/operators', requireOperator(lang, 'owner'), (c) => operatorsPage(c, null))
    .post('/operators', requireOperator(lang, 'owner'), async (c) => {
      const form = await c.req.parseBody();
      const typed = {
        email: typeof form.email === 'string' ? form.email.trim().toLowerCase() : '',
        name: typeof form.name === 'string' ? form.name.trim() : '',
      };
      const role = form.role === 'owner' ? 'owner' : 'staff';
      const refusal = !EMAIL_SHAPE.test(typed.email)
        ? m.operators.badEmail
        : typed.name.length < 1 || typed.name.length > 80
          ? m.operators.badName
          : null;
      if (refusal) return operatorsPage(c, { kind: 'error', text: refusal }, typed);
      const password = randomSecret(8);
      const salt = randomSecret(16);
      const db = c.env.DB;
      const now = nowSeconds();
      try {
        await db.batch([
          createOperatorStatement(db, { ...typed, role, salt, hash: await hashPassword(password, salt) }, now),
          auditStatement(
            db,
            {
              operatorId: c.get('operator')!.id,
              action: 'operator_add',
              entity: 'operator',
              entityId: typed.email,
              before: null,
              after: { ...typed, role },
            },
            now,
          ),
        ]);
      } catch (error) {
        if (!isConstraintFailure(error)) throw error;
        return operatorsPage(c, { kind: 'error', text: m.operators.taken }, typed);
      }
      return operatorsPage(c, { kind: 'done', text: m.operators.created(typed.email, password) });
    })
    .post(
      '/operators/:id/:change{role|disable|enable|password|two-step-off}',
      requireOperator(lang, 'owner'),
      async (c) => {
        const operator = c.get('operator')!;
        const target = (await listOperators(c.env.DB)).find((row) => String(row.id) === c.req.param('id'));
        if (!target) return renderOpsNotFound(c, lang, operator);
        const change = c.req.param('change');
        const self = target.id === operator.id;
        if (self && (change === 'role' || change === 'disable' || change === 'enable'))
          return operatorsPage(c, { kind: 'error', text: m.operators.notYourself });
        const db = c.env.DB;
        const now = nowSeconds();
        const audit = (action: string, before: unknown, after: unknown) =>
          auditStatement(
            db,
            { operatorId: operator.id, action, entity: 'operator', entityId: String(target.id), before, after },
            now,
          );
        let password: string | null = null;
        if (change === 'role') {
          const role = (await c.req.parseBody()).role === 'owner' ? 'owner' : 'staff';
          await db.batch([
            updateOperatorStatement(db, target.id, { role }),
            audit('operator_role', { role: target.role }, { role }),
          ]);
        } else if (change === 'disable' || change === 'enable') {
          const disabledAt = change === 'disable' ? now : null;
          await db.batch([
            updateOperatorStatement(db, target.id, { disabledAt }),
            ...(disabledAt ? [endOperatorSessionsStatement(db, target.id)] : []),
            audit(`operator_${change}`, { disabled: Boolean(target.disabled_at) }, { disabled: Boolean(disabledAt) }),
          ]);
        } else if (change === 'password') {
          password = randomSecret(8);
          const salt = randomSecret(16);
          await db.batch([
            operatorPasswordStatement(db, target.id, salt, await hashPassword(password, salt)),
            endOperatorSessionsStatement(db, target.id),
            audit('operator_password', null, null),
          ]);
          if (self) clearOpsCookie(c);
        } else {
          await db.batch([
            twoStepStatement(db, target.id, null),
            audit('operator_two_step_off', { twoStep: true }, { twoStep: false }),
          ]);
        }
        return operatorsPage(c, {
          kind: 'done',
          text: password ? m.operators.passwordReset(target.email, password) : m.operators.saved,
        });
      },
    )
    .get('/audit', requireOperator(lang, 'owner'), async (c) => {
      const page = Math.min(1000, Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1));
      const rows = await listAudit(c.env.DB, AUDIT_PAGE + 1, (page - 1) * AUDIT_PAGE);
      return renderAudit(c, lang, c.get('operator')!, rows.slice(0, AUDIT_PAGE), page, rows.length > AUDIT_PAGE);
    })
    .get('/orders', async (c) => {
      const { query, filter, page } = readOrderFilter(c.req.query());
      const [list, merchants] = await Promise.all([
        listOpsOrders(c.env.DB, filter, ORDERS_PAGE + 1, (page - 1) * ORDERS_PAGE),
        listMerchantNames(c.env.DB, lang),
      ]);
      return renderOrders(c, lang, c.get('operator')!, {
        query,
        orders: list.orders.slice(0, ORDERS_PAGE),
        counts: list.counts,
        merchants,
        page,
        more: list.orders.length > ORDERS_PAGE,
      });
    })
    .get('/orders.csv', async (c) => {
      const { filter } = readOrderFilter(c.req.query());
      const { orders } = await listOpsOrders(c.env.DB, filter, CSV_ROWS, 0);
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="orders.csv"');
      return c.body(ordersCsv(orders, lang));
    })
    .get('/orders/:id{[0-9]+}', async (c) => {
      const id = orderId(c);
      const operator = c.get('operator')!;
      const data = id && (await readOpsOrder(c.env.DB, lang, id));
      if (!data) return renderOpsNotFound(c, lang, operator);
      return renderOrder(c, lang, operator, data, movesFor(operator, data.order));
    })
    .get('/orders/:id{[0-9]+}/slip', async (c) => {
      const id = orderId(c);
      const operator = c.get('operator')!;
      const data = id && (await readOpsOrder(c.env.DB, lang, id));
      if (!data) return renderOpsNotFound(c, lang, operator);
      return renderSlip(c, lang, operator, data);
    })
    .post('/orders/:id{[0-9]+}/state', async (c) => {
      const id = orderId(c);
      const operator = c.get('operator')!;
      const form = await c.req.parseBody();
      const to = (OPERATOR_TARGETS as readonly unknown[]).includes(form.state) ? (form.state as OperatorTarget) : null;
      // Refunds are the owner's: to staff the move does not exist, as a page their role may not open.
      if (to === 'refunded' && operator.role !== 'owner') return renderOpsNotFound(c, lang, operator);
      const db = c.env.DB;
      const order = id && (await readOrderState(db, id));
      if (!id || !order) return renderOpsNotFound(c, lang, operator);
      const now = nowSeconds();
      const moved =
        to !== null &&
        (await moveByShop(db, id, order, to, '', now, [
          auditStatement(
            db,
            {
              operatorId: operator.id,
              action: 'order_state',
              entity: 'order',
              entityId: String(id),
              before: { state: order.state },
              after: { state: to },
            },
            now,
            true,
          ),
        ]));
      if (moved) return c.redirect(opsPath(lang, `/orders/${id}`), 303);
      const data = (await readOpsOrder(db, lang, id))!;
      const error = to
        ? m.orders.refusedMove(m.orders.states[data.order.state] ?? data.order.state)
        : m.orders.unknownMove;
      return renderOrder(c, lang, operator, data, movesFor(operator, data.order), error, to ? 409 : 400);
    })
    .route('/', productCsvRoutes(lang))
    .route('/', dealRoutes(lang))
    .route('/', photoRoutes(lang))
    .route('/', contentRoutes(lang))
    .route('/site', siteRoutes(lang, requireOperator(lang, 'owner')))
    .route('/', catalogueRoutes(lang))
    .all('*', (c) => renderOpsNotFound(c, lang, c.get('operator')!));
}
