import { BlockList, isIP } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { siteOptions } from '@server/db/schema';
import { BusinessError } from '@server/domain/business-error';
import { clientAddress } from './client-address';

type Family = 'ipv4' | 'ipv6';

const familyOf = (address: string): Family => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether an entry of a site's allowed networks is a network (a CIDR or a bare address). */
export const isNetworkEntry = (entry: string): boolean => parseNetwork(entry) !== null;

/** Private ranges a school's own network may span whole (RFC 1918, IPv6 unique local). */
const PRIVATE_RANGES: { address: string; prefix: number; family: Family }[] = [
  { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
  { address: '172.16.0.0', prefix: 12, family: 'ipv4' },
  { address: '192.168.0.0', prefix: 16, family: 'ipv4' },
  { address: 'fc00::', prefix: 7, family: 'ipv6' },
];
/** The widest public network a school can own: wider ones hold other people's addresses too. */
const WIDEST_PUBLIC = { ipv4: 16, ipv6: 48 } as const;

/**
 * Whether a network is wider than a school could own — `0.0.0.0/0` lets anyone on the internet
 * use a password-less site with a student number alone. Public networks stop at /16 (IPv4) and
 * /48 (IPv6); a private range may be given whole.
 */
export function isTooWideNetwork(entry: string): boolean {
  const network = parseNetwork(entry);
  if (!network || network.prefix >= WIDEST_PUBLIC[network.family]) return false;
  return !PRIVATE_RANGES.some((range) => {
    if (range.family !== network.family || network.prefix < range.prefix) return false;
    const list = new BlockList();
    list.addSubnet(range.address, range.prefix, range.family);
    return list.check(network.address, network.family);
  });
}

/** '10.0.0.0/8' → its parts; a bare address is a network of one; null for anything else. */
function parseNetwork(entry: string): { address: string; prefix: number; family: Family } | null {
  const match = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry.trim());
  const address = match?.[1] ?? '';
  const version = isIP(address);
  if (version === 0) return null;
  const maxPrefix = version === 4 ? 32 : 128;
  const prefix = match?.[2] === undefined ? maxPrefix : Number(match[2]);
  return prefix <= maxPrefix ? { address, prefix, family: familyOf(address) } : null;
}

/**
 * Whether `ip` lies in one of `networks` (CIDR such as '192.0.2.0/24' or '2001:db8::/32'; a bare
 * address is that one address). Node's BlockList treats an IPv4-mapped IPv6 address
 * ('::ffff:192.0.2.7', what a dual-stack listener reports) as the IPv4 address it carries, both
 * ways. The address may carry a port, as some balancers write it; what is no address is in no
 * network. An entry that is not a network is skipped, so one typo opens nothing; an empty list
 * allows nobody.
 */
export function isAddressInNetworks(raw: string | undefined, networks: readonly string[]): boolean {
  const ip = clientAddress(raw);
  if (ip === null) return false;
  const list = new BlockList();
  for (const network of networks) {
    const parsed = parseNetwork(network);
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list.check(ip, familyOf(ip));
}

/**
 * A site that asks no password (a kiosk in the school's lobby) signs in only from the networks
 * the school lists for it (PRODUCT.md §3); refused with 106 from anywhere else. Sites with a
 * password are not limited by address.
 */
export async function assertSiteReachableFrom(
  db: Db,
  site: { schoolId: number; site: string; passwordRequired: boolean },
  ip: string,
): Promise<void> {
  if (site.passwordRequired) return;
  const [row] = await db
    .select({ allowedNetworks: siteOptions.allowedNetworks })
    .from(siteOptions)
    .where(and(eq(siteOptions.schoolId, site.schoolId), eq(siteOptions.site, site.site)));
  if (!isAddressInNetworks(ip, row?.allowedNetworks ?? [])) throw BusinessError.of('error', 106);
}
