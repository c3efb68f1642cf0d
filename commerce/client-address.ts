import type { Context } from 'hono';
import type { CommerceEnv } from './commerce-env';

/**
 * The header the edge gives the commerce API the client's address in (worker/api/upstream.ts): always set
 * or removed by the edge from Cloudflare's `CF-Connecting-IP`, so a browser cannot choose it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** An IPv6 address as its eight 16-bit groups, or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const [head, tail] = [part(halves[0]!), part(halves[1] ?? '')];
  // A trailing IPv4 (::ffff:1.2.3.4) is two groups.
  const last = tail.length > 0 ? tail : head;
  const v4 = last.length > 0 && last[last.length - 1]!.includes('.') ? last.pop()! : null;
  if (v4 !== null) {
    const bytes = ipv4Bytes(v4);
    if (!bytes) return null;
    last.push(((bytes[0]! << 8) | bytes[1]!).toString(16), ((bytes[2]! << 8) | bytes[3]!).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.map((g) => Number.parseInt(g, 16));
}

function ipv4Bytes(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

/**
 * What a client's budgets are kept under: an IPv4 address as it is; an IPv6 address by its /64 (one
 * subscriber's network: its 2^64 addresses are one client); `unknown` when the address is missing or
 * malformed, so every such request shares one budget rather than escaping them.
 */
export function addressKey(raw: string | null | undefined): string {
  const text = (raw ?? '').trim();
  const v4 = ipv4Bytes(text);
  if (v4) return v4.join('.');
  const groups = ipv6Groups(text);
  if (!groups) return 'unknown';
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The budget key of the client that sent this request (see `addressKey`). */
export function clientAddress<E extends CommerceEnv>(c: Context<E>): string {
  return addressKey(c.req.header(CLIENT_ADDRESS_HEADER));
}

/**
 * The network an address key belongs to, for the budgets a crowd of addresses shares: an IPv4 address's
 * /24, an IPv6 /64's /48 (a site's allocation); `unknown` stays one.
 */
export function networkKey(address: string): string {
  const v4 = ipv4Bytes(address);
  if (v4) return `${v4.slice(0, 3).join('.')}.0/24`;
  if (address.endsWith('::/64')) return `${address.split(':').slice(0, 3).join(':')}::/48`;
  return address;
}
