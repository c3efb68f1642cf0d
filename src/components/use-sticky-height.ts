import { useEffect, type RefObject } from 'react';

/**
 * Keeps `--sticky-header` (the anchor offset in base.css) at the sticky
 * header's real height: it differs by language (Khmer lines are taller),
 * width and menus. The stylesheet's values hold until hydration.
 */
export function useStickyHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--sticky-header', `${element.getBoundingClientRect().height}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-header');
    };
  }, [header]);
}
