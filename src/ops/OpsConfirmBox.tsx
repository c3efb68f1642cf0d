/**
 * The box an operator ticks before a form does what cannot be taken back (posted as confirm=1; its route
 * refuses the form without it). `wide` spans the form's columns.
 */
export function OpsConfirmBox({ text, wide = true }: { text: string; wide?: boolean }) {
  return (
    <label className={wide ? 'ops-check ops-wide' : 'ops-check'}>
      <input type="checkbox" name="confirm" value="1" required />
      {text}
    </label>
  );
}
