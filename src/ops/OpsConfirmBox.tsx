/**
 * The box an operator ticks before a form does what cannot be taken back (posted as confirm=`value`, 1
 * unless the box confirms an amount the form could still change; its route refuses the form without it).
 * `wide` spans the form's columns.
 */
export function OpsConfirmBox({ text, wide = true, value = '1' }: { text: string; wide?: boolean; value?: string }) {
  return (
    <label className={wide ? 'ops-check ops-wide' : 'ops-check'}>
      <input type="checkbox" name="confirm" value={value} required />
      {text}
    </label>
  );
}
