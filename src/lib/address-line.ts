import type { Address } from '../../commerce/contract/addresses';

/** An address on one line, from the house to the province: `#45B, Street 278, Phum 3, …, Phnom Penh`. */
export function addressLine(address: Address): string {
  const places = [address.village, address.commune, address.district, address.province].map((place) => place?.name);
  return [address.house, address.street, ...places].filter(Boolean).join(', ');
}
