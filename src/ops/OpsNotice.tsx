/** What a console page says about the operator's last action: done, or refused and why. */
export type Notice = { kind: 'done' | 'error'; text: string };

/** The notice at the top of a page: a status for what was done, an alert for what was refused. */
export function OpsNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p className={notice.kind === 'done' ? 'ops-done' : 'ops-error'} role={notice.kind === 'done' ? 'status' : 'alert'}>
      {notice.text}
    </p>
  );
}
