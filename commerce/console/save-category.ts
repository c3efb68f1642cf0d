import { batchLanded } from '../batch-landed';
import type { CategoryFields, CategoryRecord } from '../contract/console/catalogue';
import { raiseCatalogueVersion } from '../db/catalogue-version';
import { auditStatement } from '../db/operators';
import { saveCategoryStatements } from '../db/ops-catalogue';
import { withoutCount } from './without-count';

/**
 * Saves a goods category from an operator's checked form: a new one (`stored` null) or the stored one, with
 * its products' search index rows when renamed and its audit entry (the category as it was, without its
 * product count, and as saved) in one batch. A subcategory moved under another top category moves its
 * products between the top categories' lists, so the catalogue's version is raised too (decision 027):
 * `moved`, and the caller forgets the cached epoch. `busy`: a constraint refused the batch (another add took
 * the new one's id first); nothing was written.
 */
export async function saveCategory(
  db: D1Database,
  stored: CategoryRecord | null,
  category: CategoryFields,
  operatorId: number,
  now: number,
): Promise<'saved' | 'moved' | 'busy'> {
  const saved = await saveCategoryStatements(db, stored, category);
  const moved = stored !== null && stored.parent_id !== category.parent_id;
  const landed = await batchLanded(db, [
    ...saved.statements,
    ...(moved ? [raiseCatalogueVersion(db)] : []),
    auditStatement(
      db,
      {
        operatorId,
        action: stored ? 'category_edit' : 'category_add',
        entity: 'category',
        entityId: String(saved.id),
        before: stored && withoutCount(stored),
        after: category,
      },
      now,
    ),
  ]);
  return !landed ? 'busy' : moved ? 'moved' : 'saved';
}
