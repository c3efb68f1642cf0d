import { useEffect, useState } from 'react';

/** The specification's threshold for the stuck navigation and the scroll-to-top button. */
export const SCROLL_THRESHOLD_PX = 400;

/** True while the page is scrolled more than `px` pixels (false on the server and before hydration). */
export function useScrolledPast(px = SCROLL_THRESHOLD_PX): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}
