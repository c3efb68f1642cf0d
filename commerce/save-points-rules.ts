import type { PointsRules } from './contract/points';
import { auditStatement } from './db/operators';
import { readPointsRules, savePointsRulesStatement } from './db/purchase-points';

/**
 * Saves the programme's earning rule (decision 053) from an owner's form read at `version`, with its
 * audit entry in the same batch. `changed`: another owner saved first; nothing was written, and the page
 * shows the rule as it stands now.
 */
export async function savePointsRules(
  db: D1Database,
  rules: PointsRules,
  version: number,
  operatorId: number,
  now: number,
): Promise<'saved' | 'changed'> {
  const before = await readPointsRules(db);
  if (before.version !== version) return 'changed';
  const [saved] = await db.batch([
    savePointsRulesStatement(db, rules, version, now),
    auditStatement(
      db,
      {
        operatorId,
        action: 'points_rules_edit',
        entity: 'points_rules',
        entityId: '1',
        before: { points_per_dollar: before.points_per_dollar, deposit_earns: before.deposit_earns },
        after: rules,
      },
      now,
      true,
    ),
  ]);
  return saved?.meta.changes === 1 ? 'saved' : 'changed';
}
