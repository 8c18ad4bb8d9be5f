import { describe, expect, it } from 'vitest';
import { clientAddress, throttleKey } from './client-address';

describe('the per-address throttle counts an IPv6 subscriber by its /64 (issue 21)', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(throttleKey('192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts an IPv4-mapped IPv6 address (a dual-stack listener) as its IPv4 address', () => {
    expect(throttleKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(throttleKey('::FFFF:c000:0207')).toBe('192.0.2.7');
  });

  it('gives every address of one /64 the same key, whatever its text form', () => {
    const keys = ['2001:db8:0:1::1', '2001:0db8:0000:0001:ffff:ffff:ffff:fffe', '2001:DB8:0:1:a:b:c:d'].map(
      throttleKey,
    );
    expect(new Set(keys)).toEqual(new Set(['2001:db8:0:1::/64']));
  });

  it('keeps neighbouring /64s apart', () => {
    expect(throttleKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(throttleKey('::1')).toBe('0:0:0:0::/64');
    expect(throttleKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('reads an embedded IPv4 tail as the last two groups (NAT64)', () => {
    expect(throttleKey('64:ff9b:1:2::192.0.2.7')).toBe('64:ff9b:1:2::/64');
  });
});

describe('an address as a balancer may write it (issue 21)', () => {
  it('drops the port some balancers append, so ports do not count apart', () => {
    expect(throttleKey('7.7.7.7:1000')).toBe('7.7.7.7');
    expect(throttleKey('[2001:db8:0:1::7]:443')).toBe('2001:db8:0:1::/64');
    expect(clientAddress('[2001:db8::7]')).toBe('2001:db8::7');
  });

  it('puts whatever is no address into one key: it is throttled, never counted apart', () => {
    for (const odd of [undefined, '', 'unknown', '7.7.7.7:port', '999.1.1.1:80', '[1.2.3.4]:80']) {
      expect(throttleKey(odd), String(odd)).toBe('unreadable');
    }
  });
});
