import { useI18n } from '../i18n/use-i18n';
import { Icon } from './Icon';
import { useScrolledPast } from './use-scrolled-past';

/** The specification's smooth-scroll duration. */
const SCROLL_MS = 800;

/** Scrolls to the top over 800 ms (eased), or at once for people who prefer reduced motion. */
function scrollToTop() {
  const start = window.scrollY;
  if (matchMedia('(prefers-reduced-motion: reduce)').matches || start === 0) return window.scrollTo(0, 0);
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / SCROLL_MS);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** The back-to-top button, shown after 400 px of scroll. */
export function ScrollTop() {
  const { t } = useI18n();
  const shown = useScrolledPast();
  if (!shown) return null;
  return (
    <button
      type="button"
      className="floating-button scroll-top"
      onClick={() => {
        scrollToTop();
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="up" size={22} />
      <span className="visually-hidden">{t('shell.scrollTop')}</span>
    </button>
  );
}
