import { useEffect } from 'react';
import { useApi } from '../api/client';
import type { OrderState } from '../../commerce/contract/orders';
import type { OrderPayment } from '../../commerce/contract/payments';
import { useNavigate } from '../app/navigate-context';
import { deadlineOnPage } from '../lib/pay-clock';

/** How often the page asks how the payment stands: every 3 s at first, backing off to 15 s. */
const POLL_FIRST_MS = 3000;
const POLL_MAX_MS = 15_000;

/** The states in which the KHQR page stays and keeps asking: the code is open, or the bank is being asked about it. */
export const WATCHED_STATES: readonly OrderState[] = ['pending_payment', 'payment_checking'];

/**
 * Where the KHQR page goes once the order stopped waiting for its payment: the failed page when it was
 * cancelled unpaid, its own page when a payment came too late and is owed back, else the success page
 * (paid, a down payment paid, or already moved on by the shop). Null while it is watched.
 */
export function payResultPath(orderId: number, state: OrderState): string | null {
  if (WATCHED_STATES.includes(state)) return null;
  if (state === 'cancelled') return `/checkouts/payment-failed?order=${orderId}`;
  if (state === 'refund_due' || state === 'refunded') return `/accounts/order-details/${orderId}`;
  return `/checkouts/payment-success?order=${orderId}`;
}

/**
 * Asks the shop how the payment of `orderId` stands while `watching`, for as long as the page is open:
 * every 3 s at first, backing off to 15 s, once more just after the deadline (when the shop asks the
 * bank whether the code was paid), then every 15 s while the bank is being asked. The shop confirms a
 * payment with Bakong when asked, so each poll is also a question to the bank. Coming back to the page
 * (from the bank app) asks at once: a phone pauses a page's timers while it is hidden. Each answer of a
 * watched state goes to `onAnswer`; any other state goes to its result page.
 */
export function usePaymentPoll(orderId: number | null, watching: boolean, onAnswer: (payment: OrderPayment) => void) {
  const api = useApi();
  const navigate = useNavigate();
  useEffect(() => {
    if (!watching || orderId === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let asking = false;
    let delay = POLL_FIRST_MS;
    // The deadline on the page's clock, from the latest answer (the server's clock, not the phone's).
    let deadline: number | null = null;
    const ask = async () => {
      if (asking) return;
      asking = true;
      clearTimeout(timer);
      const answer = await api.get<OrderPayment>(`/orders/${orderId}/payment`).catch(() => null);
      asking = false;
      if (stopped) return;
      if (answer?.code === 0) {
        const next = payResultPath(orderId, answer.data.state);
        if (next) return void navigate(next, { replace: true });
        const { expires_at, now } = answer.data;
        deadline = expires_at === null ? null : deadlineOnPage(expires_at, now, performance.now());
        onAnswer(answer.data);
      }
      delay = Math.min(delay * 1.5, POLL_MAX_MS);
      const left = deadline === null ? null : deadline - performance.now();
      // Still waiting just past the deadline (the shop's clock a second behind the page's): ask again soon.
      const past = answer?.code === 0 && answer.data.state === 'pending_payment' ? POLL_FIRST_MS : POLL_MAX_MS;
      timer = setTimeout(ask, left === null ? delay : left > 0 ? Math.min(delay, left + 1000) : past);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void ask();
    };
    document.addEventListener('visibilitychange', onVisible);
    timer = setTimeout(ask, POLL_FIRST_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [orderId, watching, api, navigate, onAnswer]);
}
