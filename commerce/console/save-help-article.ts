import type { HelpArticleFields, OpsHelpArticle } from '../contract/console/content';
import { batchLanded } from '../batch-landed';
import { auditStatement } from '../db/operators';
import { helpArticleStatement } from '../db/ops-content';
import { auditNewRowStatement } from '../db/ops-deals';

/** A help article saved (its id), or refused: another article has the new one's slug, and nothing was written. */
export type HelpArticleSave = { saved: number } | { refusal: 'slugTaken' };

/**
 * Saves a help article from an owner's checked form: a new one (`stored` null; its audit entry is given the
 * new row's id in the same batch) or the stored one, its slug kept, with its audit entry in one batch. The
 * shop's help search reads the articles' columns themselves, so there is no index to keep in step.
 */
export async function saveHelpArticle(
  db: D1Database,
  stored: OpsHelpArticle | null,
  article: HelpArticleFields,
  operatorId: number,
  now: number,
): Promise<HelpArticleSave> {
  if (stored === null) {
    const landed = await batchLanded(db, [
      helpArticleStatement(db, null, article),
      auditStatement(
        db,
        {
          operatorId,
          action: 'help_article_add',
          entity: 'help_article',
          entityId: '',
          before: null,
          after: article,
        },
        now,
      ),
      auditNewRowStatement(db, 'help_articles'),
    ]);
    if (!landed) return { refusal: 'slugTaken' };
    const [inserted] = landed;
    return { saved: inserted!.meta.last_row_id };
  }
  await db.batch([
    helpArticleStatement(db, stored.id, article),
    auditStatement(
      db,
      {
        operatorId,
        action: 'help_article_edit',
        entity: 'help_article',
        entityId: String(stored.id),
        before: stored,
        after: article,
      },
      now,
    ),
  ]);
  return { saved: stored.id };
}
