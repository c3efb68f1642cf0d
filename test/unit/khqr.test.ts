import { describe, expect, test } from 'vitest';
import { crc16Ccitt } from '../../commerce/payments/crc16';
import { rielFor } from '../../lib/money';
import { khqrPayload, tlv } from '../../commerce/payments/khqr';

const MERCHANT = {
  accountId: 'membershop@aclb',
  merchantId: '100200',
  bank: 'ACLEDA',
  name: 'Member Shop',
  city: 'Phnom Penh',
  nameKm: '',
  cityKm: '',
};

/** Reads a TLV string into [tag, value] pairs (top level). */
function fields(payload: string): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < payload.length; ) {
    const length = Number(payload.slice(i + 2, i + 4));
    out.push([payload.slice(i, i + 2), payload.slice(i + 4, i + 4 + length)]);
    i += 4 + length;
  }
  return out;
}

describe('CRC-16/CCITT-FALSE', () => {
  test('known answers', () => {
    // The catalogue check value of CRC-16/CCITT-FALSE.
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(crc16Ccitt('')).toBe('FFFF');
    // The EMVCo merchant-presented QR specification's example payload ends with 6304A13A.
    const emvExample =
      '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.7253031565502016233030412340603***0708A60086670902ME91320016A0112233449988770708123456786304';
    expect(crc16Ccitt(emvExample)).toBe('A13A');
  });
});

describe('KHQR payload', () => {
  test('USD: currency 840, amount with 2 decimals, bill number, valid CRC', () => {
    const payload = khqrPayload(MERCHANT, {
      currency: 'USD',
      amountMinor: 12345,
      billNumber: 'ORDER-42',
      createdMs: 1790000000000,
      expiresMs: 1790000900000,
    });
    const map = new Map(fields(payload));
    expect(map.get('00')).toBe('01');
    expect(map.get('01')).toBe('12');
    expect(map.get('53')).toBe('840');
    expect(map.get('54')).toBe('123.45');
    expect(map.get('58')).toBe('KH');
    expect(map.get('59')).toBe('Member Shop');
    expect(map.get('62')).toBe(tlv('01', 'ORDER-42'));
    // A dynamic code carries its creation and its expiry (the payment deadline), in milliseconds.
    expect(map.get('99')).toBe(tlv('00', '1790000000000') + tlv('01', '1790000900000'));
    expect(map.get('30')).toBe('0015membershop@aclb0106100200' + '0206ACLEDA');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(crc16Ccitt(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  test('KHR: currency 116, whole riel, to the nearest 100 riel (halves up)', () => {
    expect(rielFor(1250, 4100)).toBe(51300);
    expect(rielFor(100, 4100)).toBe(4100);
    // $7.25 and $11.25 were shown as 29,700 and 46,100 but charged 29,800 and 46,200.
    expect(rielFor(725, 4100)).toBe(29700);
    expect(rielFor(1125, 4100)).toBe(46100);
    const payload = khqrPayload(MERCHANT, {
      currency: 'KHR',
      amountMinor: rielFor(1250, 4100),
      billNumber: 'ORDER-7',
      createdMs: 1,
      expiresMs: 900001,
    });
    const map = new Map(fields(payload));
    expect(map.get('53')).toBe('116');
    expect(map.get('54')).toBe('51300');
    expect(crc16Ccitt(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  test('a changed amount changes the CRC', () => {
    const bill = { currency: 'USD' as const, amountMinor: 500, billNumber: 'ORDER-1', createdMs: 1, expiresMs: 900001 };
    expect(khqrPayload(MERCHANT, bill).slice(-4)).not.toBe(
      khqrPayload(MERCHANT, { ...bill, amountMinor: 501 }).slice(-4),
    );
  });
});
