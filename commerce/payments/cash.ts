import type { PaymentProvider } from './provider';

/** Cash at pick-up or on delivery: nothing is paid online; the order goes straight to processing. */
export const cashProvider: PaymentProvider = {
  id: 'cash',
  online: false,
  instructions: () => ({ kind: 'offline' }),
};
