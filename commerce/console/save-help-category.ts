import type { HelpCategoryFields, OpsHelpCategory } from '../contract/console/content';
import { batchLanded } from '../batch-landed';
import { auditStatement } from '../db/operators';
import { helpCategoryStatement } from '../db/ops-content';
import { auditNewRowStatement } from '../db/ops-deals';

/**
 * Saves a help-centre topic from an owner's checked form: a new one (`stored` null; its audit entry is given
 * the new row's id in the same batch) or the stored one, its slug kept, with its audit entry in one batch.
 * `slugTaken`: another topic has the new one's slug; nothing was written.
 */
export async function saveHelpCategory(
  db: D1Database,
  stored: OpsHelpCategory | null,
  category: HelpCategoryFields,
  operatorId: number,
  now: number,
): Promise<'saved' | 'slugTaken'> {
  if (stored === null) {
    const landed = await batchLanded(db, [
      helpCategoryStatement(db, null, category),
      auditStatement(
        db,
        {
          operatorId,
          action: 'help_category_add',
          entity: 'help_category',
          entityId: '',
          before: null,
          after: category,
        },
        now,
      ),
      auditNewRowStatement(db, 'help_categories'),
    ]);
    if (!landed) return 'slugTaken';
    return 'saved';
  }
  const { articles, ...before } = stored;
  await db.batch([
    helpCategoryStatement(db, stored.id, category),
    auditStatement(
      db,
      {
        operatorId,
        action: 'help_category_edit',
        entity: 'help_category',
        entityId: String(stored.id),
        before,
        after: category,
      },
      now,
    ),
  ]);
  return 'saved';
}
