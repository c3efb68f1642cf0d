import { Hono } from 'hono';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import { OpsOutletPage, OpsOutletsPage } from '../../src/ops/OpsOutletsPage';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import type { OutletRecord } from '../../commerce/contract/console/outlets';
import { listOutletRecords, readOutletRecord, saveOutlet } from '../../commerce/console';
import { type OutletField, OUTLET_FIELDS } from '../../src/ops/outlet-fields';
import { requireOperator } from './require-operator';
import { forgetCached } from '../cache/forget-cached';
import type { OpsEnv } from './ops-env';

const HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;
const EMPTY_OUTLET = Object.fromEntries(OUTLET_FIELDS.map((field) => [field, ''])) as Record<OutletField, string>;
const outletValues = (outlet: OutletRecord) =>
  Object.fromEntries(OUTLET_FIELDS.map((field) => [field, String(outlet[field])])) as Record<OutletField, string>;

/** The stores for pick-up (owners): names, addresses, hours and map positions; a save forgets the shop's cached list. */
export function outletRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang];
  return new Hono<OpsEnv>()
    .get('/outlets', requireOperator(lang, 'owner'), async (c) =>
      c.render(<OpsOutletsPage outlets={await listOutletRecords(c.env.DB)} saved={c.req.query('done') === 'saved'} />),
    )
    .get('/outlets/:id{new|[1-9][0-9]*}', requireOperator(lang, 'owner'), async (c) => {
      const id = c.req.param('id');
      if (id === 'new') return c.render(<OpsOutletPage id={null} values={EMPTY_OUTLET} error={null} />);
      const outlet = await readOutletRecord(c.env.DB, Number(id));
      if (!outlet) return c.render(<OpsNotFoundPage />, { status: 404 });
      return c.render(<OpsOutletPage id={outlet.id} values={outletValues(outlet)} error={null} />);
    })
    .post('/outlets/:id{new|[1-9][0-9]*}', requireOperator(lang, 'owner'), async (c) => {
      const param = c.req.param('id');
      const db = c.env.DB;
      const before = param === 'new' ? null : await readOutletRecord(db, Number(param));
      if (param !== 'new' && !before) return c.render(<OpsNotFoundPage />, { status: 404 });
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
      if (refusal)
        return c.render(<OpsOutletPage id={before?.id ?? null} values={values} error={refusal} />, { status: 400 });
      await saveOutlet(db, before, { ...values, lat, lng }, c.get('operator')!.id, nowSeconds());
      // The shop reads stores through the edge cache (menus' rules): forget them so the change shows now.
      await forgetCached(c.env.CACHE, c.get('memory'), { keys: ['outlets'], paths: [] });
      return c.redirect(opsPath(lang, '/outlets?done=saved'), 303);
    });
}
