import { Hono } from 'hono';
import { pointsRulesSchema } from '../../commerce/contract/points';
import { readPointsRules, savePointsRules } from '../../commerce/console';
import type { Lang } from '../../lib/lang';
import { nowSeconds } from '../../lib/clock';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { OpsPointsPage } from '../../src/ops/OpsPointsPage';
import type { OpsEnv } from './ops-env';
import { doneNotice, refused } from './route-kit';
import { requireOperator } from './require-operator';

/**
 * The points for purchases (decision 053), mounted at /points behind `requireOwner`: the rule, and its
 * save through the console's door. A refusal (not a whole number from 0 to 100, or a page older than
 * the last save) shows the rule as it stands with the reason and changes nothing.
 */
export function pointsRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang].points;
  return new Hono<OpsEnv>()
    .use(requireOperator(lang, 'owner'))
    .get('/', async (c) =>
      c.render(<OpsPointsPage rules={await readPointsRules(c.env.DB)} notice={doneNotice(c, { saved: m.saved })} />),
    )
    .post('/', async (c) => {
      const form = await c.req.parseBody();
      const perDollar = String(form.points_per_dollar ?? '').trim();
      const rules = pointsRulesSchema.safeParse({
        points_per_dollar: /^\d{1,3}$/.test(perDollar) ? Number(perDollar) : Number.NaN,
        deposit_earns: form.deposit_earns,
      });
      const version = Number(form.version);
      const outcome = !rules.success
        ? 'invalid'
        : await savePointsRules(c.env.DB, rules.data, version, c.get('operator')!.id, nowSeconds());
      if (outcome === 'saved') return c.redirect(opsPath(lang, '/points?done=saved'), 303);
      const status = outcome === 'changed' ? 409 : 400;
      return c.render(<OpsPointsPage rules={await readPointsRules(c.env.DB)} notice={refused(m[outcome])} />, {
        status,
      });
    });
}
