import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import type { myGradeSchema } from '../../commerce/contract/points';
import { useI18n } from '../i18n/use-i18n';
import { labelText } from '../lib/label-text';
import { useNavigate } from '../app/navigate-context';
import { useStoreSnapshot } from '../store/use-store';

export type Grade = z.infer<typeof myGradeSchema>;

/** The member grade, the points balance and the way to the next grade; they follow a check-in. */
export function GradeCard({ grade }: { grade: Grade }) {
  const { t, lang } = useI18n();
  useRefreshOnPoints();
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

/**
 * When the shopper's balance changes while a page shows their grade (the daily check-in on the account
 * home or My points), the page's data is read again, so its grade, progress and ledger follow. The
 * shopper stays where they were: the scroll and the focused button are put back.
 */
function useRefreshOnPoints(): void {
  const navigate = useNavigate();
  const { checkin, navigating } = useStoreSnapshot();
  const shown = useRef(checkin.points);
  useEffect(() => {
    // Not while the shopper is going elsewhere: their navigation wins.
    if (checkin.points === shown.current || navigating) return;
    shown.current = checkin.points;
    const [here, y, focused] = [location.href, scrollY, document.activeElement];
    void navigate(location.pathname + location.search, { localized: true, replace: true }).then(() => {
      if (location.href !== here) return;
      scrollTo(0, y);
      if (focused instanceof HTMLElement && focused.isConnected) focused.focus({ preventScroll: true });
    });
  }, [checkin.points, navigating, navigate]);
}
