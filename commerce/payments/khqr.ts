import { crc16Ccitt } from './crc16';

/** ISO 4217 numeric codes KHQR accepts. */
export const KHQR_CURRENCY = { USD: '840', KHR: '116' } as const;

export type KhqrMerchant = {
  /** The Bakong account id (name@bank). */
  accountId: string;
  merchantId: string;
  bank: string;
  name: string;
  city: string;
  /** The name and city in Khmer (tag 64, the alternate-language template), so Khmer bank apps show them; '' leaves it out. */
  nameKm: string;
  cityKm: string;
};

export type KhqrBill = {
  currency: keyof typeof KHQR_CURRENCY;
  /** In the currency's minor unit as used by KHQR: US cents, or whole riel. */
  amountMinor: number;
  billNumber: string;
  /** Creation time in milliseconds (tag 99, sub-tag 00). */
  createdMs: number;
  /** When the code stops being payable, in milliseconds (tag 99, sub-tag 01): the order's payment deadline. A dynamic KHQR without it is refused. */
  expiresMs: number;
};

/** One EMVCo TLV field: 2-digit tag, 2-digit length (in characters, as the KHQR SDK counts them), value. */
export function tlv(tag: string, value: string): string {
  if (value.length > 99) throw new Error(`KHQR field ${tag} is longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** The amount field: dollars with 2 decimals for USD, whole riel for KHR. */
const amountText = (bill: KhqrBill) =>
  bill.currency === 'USD'
    ? `${Math.floor(bill.amountMinor / 100)}.${String(bill.amountMinor % 100).padStart(2, '0')}`
    : String(bill.amountMinor);

/**
 * The merchant-presented, dynamic (point of initiation 12: one amount, one payment) KHQR payload,
 * ending with tag 63, the CRC over everything before it including "6304".
 * Merchant account info is tag 30 (a merchant account: Bakong id, merchant id, acquiring bank).
 */
export function khqrPayload(merchant: KhqrMerchant, bill: KhqrBill): string {
  const body = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('30', tlv('00', merchant.accountId) + tlv('01', merchant.merchantId) + tlv('02', merchant.bank)),
    tlv('52', '5999'),
    tlv('53', KHQR_CURRENCY[bill.currency]),
    tlv('54', amountText(bill)),
    tlv('58', 'KH'),
    tlv('59', merchant.name.slice(0, 25)),
    tlv('60', merchant.city.slice(0, 15)),
    tlv('62', tlv('01', bill.billNumber.slice(0, 25))),
    ...(merchant.nameKm
      ? [
          tlv(
            '64',
            tlv('00', 'km') +
              tlv('01', merchant.nameKm.slice(0, 25)) +
              (merchant.cityKm ? tlv('02', merchant.cityKm.slice(0, 15)) : ''),
          ),
        ]
      : []),
    tlv('99', tlv('00', String(bill.createdMs)) + tlv('01', String(bill.expiresMs))),
  ].join('');
  const unsigned = `${body}6304`;
  return unsigned + crc16Ccitt(unsigned);
}
