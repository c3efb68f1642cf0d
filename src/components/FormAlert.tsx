import { useEffect, useRef } from 'react';

/**
 * A form's error, announced to screen readers; nothing when there is none. A new error is scrolled into
 * view (below the sticky header, as the page's scroll padding says): on a phone the form's top, where it
 * stands, is often off the screen when its button at the bottom is pressed.
 */
export function FormAlert({ error }: { error: string }) {
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) alert.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  if (!error) return null;
  return (
    <p ref={alert} className="alert alert-danger" role="alert">
      {error}
    </p>
  );
}
