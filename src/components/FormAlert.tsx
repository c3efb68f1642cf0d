/** A form's error, announced to screen readers; nothing when there is none. */
export function FormAlert({ error }: { error: string }) {
  if (!error) return null;
  return (
    <p className="alert alert-danger" role="alert">
      {error}
    </p>
  );
}
