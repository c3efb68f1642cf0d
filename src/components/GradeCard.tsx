import type { z } from 'zod';
import type { myGradeSchema } from '../api/contract/points';
import { useI18n } from '../i18n/use-i18n';
import { labelText } from '../lib/label-text';

export type Grade = z.infer<typeof myGradeSchema>;

/** The member grade, the points balance and the way to the next grade. */
export function GradeCard({ grade }: { grade: Grade }) {
  const { t, lang } = useI18n();
  return (
    <div className="grade-card">
      <p className="grade-name">
        {labelText(lang, t('member.points.grade'))} <strong>{grade.grade}</strong>
      </p>
      <p className="points-balance">
        <strong>{grade.points}</strong> {t('member.points.points')}
      </p>
      {grade.next_grade && (
        <>
          <progress className="grade-progress" max={100} value={grade.progress} aria-labelledby="grade-next" />
          <p id="grade-next" className="muted">
            {t('member.points.toNext', { points: grade.next_points, grade: grade.next_grade })}
          </p>
        </>
      )}
    </div>
  );
}
