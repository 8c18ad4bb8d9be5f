import { isIP } from 'node:net';

/** The one key of every request whose address cannot be read. */
const UNREADABLE = 'unreadable';

/**
 * The address of a client as a balancer may write it into X-Forwarded-For — bare, `a.b.c.d:port`
 * or `[v6]:port` (some balancers append the port) — or null when it is no address.
 */
export function clientAddress(raw: string | undefined): string | null {
  if (!raw) return null;
  const text = raw.trim();
  if (isIP(text)) return text;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed && isIP(bracketed[1]!) === 6) return bracketed[1]!;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  if (withPort && isIP(withPort[1]!) === 4) return withPort[1]!;
  return null;
}

/** The eight 16-bit groups of an IPv6 address (any valid text form, an embedded IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key the per-address sign-in throttle counts on (PRODUCT.md §3, issue 21): an IPv4 address
 * as it is, an IPv4-mapped IPv6 address as the IPv4 address it carries, and any other IPv6
 * address as its /64 — the block one subscriber gets, inside which an attacker picks new
 * addresses at will. Whatever is no address (a socket already closed, a balancer's odd entry)
 * shares one key, so it is throttled rather than counted apart.
 */
export function throttleKey(raw: string | undefined): string {
  const ip = clientAddress(raw);
  if (ip === null) return UNREADABLE;
  if (isIP(ip) === 4) return ip;
  const groups = ipv6Groups(ip);
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
