import { describe, expect, it } from 'vitest';
import { ipv6Groups, isPublicAddress } from './addressPolicy.ts';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['151.101.1.69', true],
    ['2606:4700:4700::1111', true],
    ['2a00:1450:4001:80b::200e', true],
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['10.0.0.1', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['100.127.255.255', false],
    ['100.128.0.1', true],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fe80::1%eth0', false],
    ['febf:ffff::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    // IPv4-mapped (::ffff:0:0/96): the embedded IPv4 address decides, in every spelling.
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['0:0:0:0:0:ffff:7f00:1', false],
    ['0:0:0:0:0:ffff:a9fe:a9fe', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:0:0', false],
    ['::FFFF:C0A8:0101', false],
    ['::ffff:8.8.8.8', true],
    ['::ffff:808:808', true],
    // IPv4-translated (::ffff:0:0:0/96).
    ['::ffff:0:7f00:1', false],
    ['::ffff:0:a9fe:a9fe', false],
    ['::ffff:0:808:808', true],
    // IPv4-compatible (::/96, deprecated): refused whatever it embeds.
    ['::7f00:1', false],
    ['::127.0.0.1', false],
    ['0:0:0:0:0:0:7f00:1', false],
    ['::a9fe:a9fe', false],
    ['::808:808', false],
    ['::8.8.8.8', false],
    // NAT64, well-known and local-use prefixes.
    ['64:ff9b::7f00:1', false],
    ['64:ff9b::10.0.0.1', false],
    ['64:ff9b::808:808', false],
    ['64:ff9b:1::a00:1', false],
    ['64:ff9b:1:ffff::1', false],
    ['64:ff9b:2::1', true],
    // Site-local (fec0::/10), multicast, 6to4, Teredo, documentation, discard.
    ['fec0::1', false],
    ['feff:ffff::1', false],
    ['ff02::1', false],
    ['2002:7f00:1::', false],
    ['2001:0:4136:e378::1', false],
    ['2001:db8::1', false],
    ['100::1', false],
    ['not-an-ip', false],
    ['', false],
  ])('%s → %s', (ip, ok) => {
    expect(isPublicAddress(ip)).toBe(ok);
  });

  // What `new URL()` makes of a bracketed literal is what the fetcher sees: check the parsed form.
  it.each([
    ['http://[::127.0.0.1]/', '[::7f00:1]'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://[0:0:0:0:0:ffff:169.254.169.254]/', '[::ffff:a9fe:a9fe]'],
    ['http://[::ffff:0:10.0.0.1]/', '[::ffff:0:a00:1]'],
    ['http://[64:ff9b::192.168.0.1]/', '[64:ff9b::c0a8:1]'],
    ['http://[64:ff9b:1::10.1.2.3]/', '[64:ff9b:1::a01:203]'],
    ['http://[fec0:0:0:0::1]/', '[fec0::1]'],
    ['http://[0::1]/', '[::1]'],
    ['http://[fe80::1%25eth0]/', null],
  ])('%s is refused after URL parsing', (url, hostname) => {
    let host: string;
    try {
      host = new URL(url).hostname;
    } catch {
      // The WHATWG parser refuses zone ids outright; nothing to connect to.
      expect(hostname).toBeNull();
      return;
    }
    expect(host).toBe(hostname);
    expect(isPublicAddress(host.slice(1, -1))).toBe(false);
  });
});

describe('ipv6Groups', () => {
  it.each([
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['::7f00:1', [0, 0, 0, 0, 0, 0, 0x7f00, 1]],
    ['::127.0.0.1', [0, 0, 0, 0, 0, 0, 0x7f00, 1]],
    ['64:ff9b::10.0.0.1', [0x64, 0xff9b, 0, 0, 0, 0, 0x0a00, 1]],
    ['fe80::1%eth0', [0xfe80, 0, 0, 0, 0, 0, 0, 1]],
    ['[2001:db8::]', [0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]],
    ['1:2:3:4:5:6:7:8', [1, 2, 3, 4, 5, 6, 7, 8]],
  ])('%s', (ip, groups) => {
    expect(ipv6Groups(ip)).toEqual(groups);
  });

  it('is null for non-IPv6 text', () => {
    expect(ipv6Groups('127.0.0.1')).toBeNull();
    expect(ipv6Groups('example.com')).toBeNull();
  });
});
