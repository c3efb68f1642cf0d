import { useEffect, useRef, type ReactNode } from 'react';

type DropdownProps = {
  className: string;
  summary: ReactNode;
  summaryLabel?: string;
  /** Called when the menu opens (to refresh what it shows). */
  onOpen?: () => void;
  children: ReactNode;
};

/**
 * A disclosure menu on `<details>`: opens with Enter or Space, works before
 * hydration, and once hydrated closes on Escape (focus back on its button)
 * or on a click elsewhere.
 */
export function Dropdown({ className, summary, summaryLabel, onOpen, children }: DropdownProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    details.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      details.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);
  return (
    <details ref={ref} className={`dropdown ${className}`} onToggle={(event) => event.currentTarget.open && onOpen?.()}>
      <summary aria-label={summaryLabel}>{summary}</summary>
      {children}
    </details>
  );
}
