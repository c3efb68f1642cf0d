import { useEffect, useRef, useState } from 'react';
import { useApi } from '../api/client';
import { useNavigate } from '../app/navigate-context';
import { useI18n } from '../i18n/use-i18n';
import { wholeNumber } from '../../lib/latin-digits';
import { showToast } from '../store/actions';
import { addToCart, rememberCartAdd } from '../store/cart-actions';
import { useStore } from '../store/use-store';
import { useAction } from '../app/use-action';

type BuyBoxProps = { productId: number; stock: number /** Most one shopper may buy; 0 for no limit. */; limit: number };

/**
 * Quantity, add to cart and buy now. A guest who adds to the cart goes to sign-in, which adds the
 * item and comes back to this page; buy now is a member page, so the edge guard does the same for it.
 * On a phone, while their place is off the screen (below the photos at first, above once the shopper reads
 * on), the two buttons dock to the screen's bottom, and go back into place when it scrolls into view: the
 * same buttons, never a copy, and their place keeps its height, so nothing moves. A quantity button at
 * its bound is aria-disabled, not disabled, so a keyboard's focus stays on it (setQuantity keeps the bound).
 */
export function BuyBox({ productId, stock, limit }: BuyBoxProps) {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const navigate = useNavigate();
  const [num, setNum] = useState(1);
  const { busy, run } = useAction({ member: true, report: 'toast', signInReason: 'cart' });
  const max = Math.max(1, Math.min(stock, limit > 0 ? limit : 99, 99));
  const soldOut = stock <= 0;
  const place = useRef<HTMLDivElement>(null);

  // The place's own attribute (React renders none on it), so docking re-renders nothing while scrolling.
  // In place only while wholly in view below the sticky header; out of view either way otherwise (a fast
  // fling may jump from below the screen to above it). The last of several queued entries is the latest.
  useEffect(() => {
    const home = place.current!;
    if (soldOut) return;
    const header = document.querySelector<HTMLElement>('.site-header')?.offsetHeight ?? 0;
    const observer = new IntersectionObserver(
      (entries) => {
        const away = entries.pop()!.intersectionRatio < 1;
        home.style.minHeight = away ? `${home.offsetHeight}px` : '';
        home.toggleAttribute('data-docked', away);
      },
      { rootMargin: `-${header}px 0px 0px`, threshold: 1 },
    );
    observer.observe(home);
    return () => {
      observer.disconnect();
      home.removeAttribute('data-docked');
      home.style.minHeight = '';
    };
  }, [soldOut]);

  function setQuantity(value: number) {
    setNum(Number.isFinite(value) ? Math.min(max, Math.max(1, Math.round(value))) : 1);
  }

  const add = () => {
    // A guest signs in first; the sign-in page then adds this, so the item is in the cart afterwards.
    if (!store.session.loggedIn) rememberCartAdd(productId, num);
    return run(async () => {
      const answer = await addToCart(store, api, productId, num);
      if (answer.code !== 0) return answer.msg;
      showToast(store, { kind: 'success', text: t('catalogue.product.added'), position: 'top-right' }, 1500);
    });
  };

  return (
    <div className="buy-box">
      <div className="quantity" role="group" aria-label={t('catalogue.product.quantity')}>
        <button
          type="button"
          onClick={() => setQuantity(num - 1)}
          disabled={soldOut}
          aria-disabled={num <= 1}
          aria-label={t('catalogue.product.decrease')}
        >
          −
        </button>
        <label>
          <span className="visually-hidden">{t('catalogue.product.quantity')}</span>
          {/* Text, not number: a number field refuses Khmer digits as they are typed. */}
          <input
            type="text"
            inputMode="numeric"
            value={num}
            disabled={soldOut}
            onChange={(e) => setQuantity(wholeNumber(e.currentTarget.value))}
          />
        </label>
        <button
          type="button"
          onClick={() => setQuantity(num + 1)}
          disabled={soldOut}
          aria-disabled={num >= max}
          aria-label={t('catalogue.product.increase')}
        >
          +
        </button>
      </div>
      <div className="buy-box-place" ref={place}>
        <div className="buy-box-actions">
          <button type="button" className="button button-secondary" onClick={add} disabled={soldOut || busy}>
            {busy ? t('catalogue.product.adding') : t('catalogue.product.addToCart')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={soldOut}
            onClick={() => navigate(`/checkouts/confirm_order/${productId}?num=${num}`)}
          >
            {t('catalogue.product.buyNow')}
          </button>
        </div>
      </div>
    </div>
  );
}
