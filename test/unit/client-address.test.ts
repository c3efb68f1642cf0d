import { expect, test } from 'vitest';
import { addressKey, networkKey } from '../../commerce/client-address';

test('a client address is kept as IPv4, an IPv6 /64, or one shared "unknown"', () => {
  expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  expect(addressKey('2001:db8:5:6::1')).toBe('2001:db8:5:6::/64');
  expect(addressKey('2001:0db8:0005:0006:ffff:1:2:3')).toBe('2001:db8:5:6::/64');
  expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
  for (const bad of [
    null,
    undefined,
    '',
    'unknown',
    '203.0.113.7, 198.51.100.1',
    '256.1.1.1',
    '1::2::3',
    'fe80::1%eth0',
  ])
    expect(addressKey(bad), String(bad)).toBe('unknown');
});

test('a network is an IPv4 /24 or an IPv6 /48: the addresses of one crowd share its budgets', () => {
  expect(networkKey(addressKey('203.0.113.7'))).toBe('203.0.113.0/24');
  expect(networkKey(addressKey('203.0.113.250'))).toBe('203.0.113.0/24');
  expect(networkKey(addressKey('2001:db8:5:6::1'))).toBe('2001:db8:5::/48');
  expect(networkKey(addressKey('2001:db8:5:ffff::1'))).toBe('2001:db8:5::/48');
  expect(networkKey(addressKey('::1'))).toBe('0:0:0::/48');
  expect(networkKey(addressKey('not an address'))).toBe('unknown');
});
