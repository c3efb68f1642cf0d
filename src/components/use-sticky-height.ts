import { useEffect, type RefObject } from 'react';

/**
 * Keeps the document's `scroll-padding-top` (the anchor offset in base.css) at
 * the sticky header's real height: it differs by language (Khmer lines are
 * taller), width and menus. The stylesheet's values hold until hydration. It
 * sets the property itself on the root, not the `--sticky-header` variable the
 * stylesheet computes it from: a custom property is inherited, so changing it
 * on the root recalculates the style of every element of the page.
 */
export function useStickyHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('scroll-padding-top', `${element.getBoundingClientRect().height + 40}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, [header]);
}
