import { Hono } from 'hono';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import { auditStatement } from '../../commerce/db/operators';
import {
  listOutletRecords,
  type OutletRecord,
  readOutletRecord,
  saveOutletStatement,
} from '../../commerce/db/ops-outlets';
import { type OutletField, OUTLET_FIELDS } from '../../src/ops/outlet-fields';
import { renderOpsNotFound, renderOutlet, renderOutlets } from './render-ops';
import { requireOperator } from './require-operator';
import { forgetCached } from '../data/forget-cached';
import type { OpsEnv } from './ops-app';

const HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;
const EMPTY_OUTLET = Object.fromEntries(OUTLET_FIELDS.map((field) => [field, ''])) as Record<OutletField, string>;
const outletValues = (outlet: OutletRecord) =>
  Object.fromEntries(OUTLET_FIELDS.map((field) => [field, String(outlet[field])])) as Record<OutletField, string>;

/** The stores for pick-up (owners): names, addresses, hours and map positions; a save forgets the shop's cached list. */
export function outletRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang];
  return new Hono<OpsEnv>()
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
    });
}
