/** The orders list's filters as the GET form sends them: '' for a filter not set. */
export const ORDER_FILTER_KEYS = ['state', 'from', 'to', 'payment', 'fulfilment', 'merchant'] as const;

export type OpsOrderQuery = Record<(typeof ORDER_FILTER_KEYS)[number], string>;

export const NO_ORDER_FILTER: OpsOrderQuery = {
  state: '',
  from: '',
  to: '',
  payment: '',
  fulfilment: '',
  merchant: '',
};

/**
 * The query string of `query` with `change` applied ('' leaves a key out), starting with '?' unless empty:
 * the state links, the pages and the CSV link keep the rest of the filters.
 */
export function orderQuery(query: OpsOrderQuery, change: Partial<OpsOrderQuery> & { page?: string } = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...change })) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
