import { useEffect, useRef, useState, type ReactNode } from 'react';

type DropdownProps = {
  className: string;
  summary: ReactNode;
  summaryLabel?: string;
  /** Called when the menu opens (to refresh what it shows). */
  onOpen?: () => void;
  /** Called when a pointer comes over it or it gets focus: a head start for loading what it shows. */
  onIntent?: () => void;
  /** Render the contents into the page's HTML, for links a shopper without JavaScript needs (the language switch). */
  eager?: boolean;
  children: ReactNode;
};

/**
 * A disclosure menu on `<details>`: opens with Enter or Space, and once hydrated closes on Escape
 * (focus back on its button) or on a click elsewhere. Its contents are rendered the first time it
 * opens (unless `eager`): every page carries the header's menus, most pages never open them, and
 * their elements were most of the server's rendering work.
 */
export function Dropdown({
  className,
  summary,
  summaryLabel,
  onOpen,
  onIntent,
  eager = false,
  children,
}: DropdownProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(eager);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, at hydration (onOpen is the one given then); its listeners read only the element
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    // Opened before hydration: show what it holds now.
    if (details.open) {
      setOpened(true);
      onOpen?.();
    }
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
    <details
      ref={ref}
      className={`dropdown ${className}`}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onToggle={(event) => {
        if (!event.currentTarget.open) return;
        setOpened(true);
        onOpen?.();
      }}
    >
      <summary aria-label={summaryLabel}>{summary}</summary>
      {opened && children}
    </details>
  );
}
