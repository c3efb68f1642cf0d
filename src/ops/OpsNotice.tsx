/** What a console page says about the operator's last action: done, or refused and why. */
export type Notice = { kind: 'done' | 'error'; text: string };

/** Where a page's forms send the browser back to: its notice (`ops-notice`), wherever the page shows it. */
export const AT_NOTICE = '#ops-notice';

/**
 * The notice at the top of a page (or beside the form it is about, on a long page): a status for what was
 * done, an alert for what was refused. A form posted to `…${AT_NOTICE}` comes back scrolled to it.
 */
export function OpsNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p
      id={AT_NOTICE.slice(1)}
      className={notice.kind === 'done' ? 'ops-done' : 'ops-error'}
      role={notice.kind === 'done' ? 'status' : 'alert'}
    >
      {notice.text}
    </p>
  );
}
