import { describe, expect, it } from 'vitest';
import { isAddressInNetworks, isNetworkEntry, isTooWideNetwork } from './site-networks';

describe('the networks of a password-less site (PRODUCT.md §3)', () => {
  it('matches IPv4 addresses against IPv4 networks, bounds included', () => {
    const lobby = ['10.0.0.0/8', '192.168.1.0/24'];
    expect(isAddressInNetworks('10.255.255.255', lobby)).toBe(true);
    expect(isAddressInNetworks('192.168.1.0', lobby)).toBe(true);
    expect(isAddressInNetworks('192.168.2.1', lobby)).toBe(false);
    expect(isAddressInNetworks('11.0.0.1', lobby)).toBe(false);
  });

  it("takes a dual-stack listener's IPv4-mapped address as the IPv4 address it carries", () => {
    expect(isAddressInNetworks('::ffff:127.0.0.1', ['127.0.0.0/8'])).toBe(true);
    expect(isAddressInNetworks('::ffff:10.1.2.3', ['127.0.0.0/8'])).toBe(false);
  });

  it('matches IPv6 addresses against IPv6 networks', () => {
    expect(isAddressInNetworks('2001:db8::42', ['2001:db8::/32'])).toBe(true);
    expect(isAddressInNetworks('2001:db9::42', ['2001:db8::/32'])).toBe(false);
    expect(isAddressInNetworks('::1', ['127.0.0.0/8'])).toBe(false);
  });

  it("lets every address in with the demo's 0.0.0.0/0 and ::/0", () => {
    for (const ip of ['203.0.113.9', '::ffff:203.0.113.9', '2001:db8::1', '::1']) {
      expect(isAddressInNetworks(ip, ['0.0.0.0/0', '::/0']), ip).toBe(true);
    }
  });

  it('a bare address is a network of one', () => {
    expect(isAddressInNetworks('198.51.100.7', ['198.51.100.7'])).toBe(true);
    expect(isAddressInNetworks('198.51.100.8', ['198.51.100.7'])).toBe(false);
  });

  it('allows nobody with an empty list, and skips entries that are not networks without opening anything', () => {
    expect(isAddressInNetworks('10.0.0.1', [])).toBe(false);
    const typos = ['10.0.0.0/33', '10.0.0/8', 'lobby', '', '10.0.0.0/8/8', '::/129', '10.0.0.0/-1'];
    expect(isAddressInNetworks('10.0.0.1', typos)).toBe(false);
    expect(isAddressInNetworks('10.0.0.1', [...typos, '10.0.0.0/8'])).toBe(true);
  });

  it('refuses a request address that is not an address', () => {
    expect(isAddressInNetworks('', ['0.0.0.0/0', '::/0'])).toBe(false);
    expect(isAddressInNetworks('localhost', ['0.0.0.0/0'])).toBe(false);
  });

  it('reads an address with the port a balancer may append; what is no address is in no network (issue 21)', () => {
    expect(isAddressInNetworks('10.1.2.3:51000', ['10.0.0.0/8'])).toBe(true);
    expect(isAddressInNetworks('[2001:db8::42]:443', ['2001:db8::/32'])).toBe(true);
    expect(isAddressInNetworks(undefined, ['0.0.0.0/0'])).toBe(false);
    expect(isAddressInNetworks('unknown', ['0.0.0.0/0'])).toBe(false);
  });

  it('tells a network a console may save from a line that is none', () => {
    for (const entry of ['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', '::/0', '0.0.0.0/0'])
      expect(isNetworkEntry(entry)).toBe(true);
    for (const entry of ['10.0.0.0/33', '2001:db8::/129', 'lobby wifi', '10.0.0', '10.0.0.0/', '/8', ''])
      expect(isNetworkEntry(entry)).toBe(false);
  });
});

describe('isTooWideNetwork: a password-less site may not open to the internet', () => {
  it('refuses public networks wider than /16 (IPv4) or /48 (IPv6), the whole internet first', () => {
    for (const wide of ['0.0.0.0/0', '::/0', '8.0.0.0/8', '203.0.0.0/15', '2001:db8::/32', '2001:db8::/47'])
      expect(isTooWideNetwork(wide), wide).toBe(true);
  });

  it('takes a school-sized public network, a single address and private ranges whole', () => {
    for (const fine of [
      '203.0.113.0/24',
      '198.51.0.0/16',
      '203.0.113.7',
      '2001:db8:1::/48',
      '10.0.0.0/8',
      '172.16.0.0/12',
      '192.168.0.0/16',
      'fd12:3456::/32',
      'not a network',
    ])
      expect(isTooWideNetwork(fine), fine).toBe(false);
  });

  it('refuses a range wider than the private range it starts in', () => {
    expect(isTooWideNetwork('10.0.0.0/7')).toBe(true);
    expect(isTooWideNetwork('172.16.0.0/11')).toBe(true);
  });
});
