import { describe, expect, it } from 'vitest';
import { crossOriginRefusal, type RequestOriginFacts } from './originCheck.ts';

const SITE = ['https://news.example.in'];
const own = 'http://127.0.0.1:3000';

function decide(facts: Partial<RequestOriginFacts>): 'pass' | 'refuse' {
  return crossOriginRefusal({ method: 'POST', requestOrigin: own, ...facts }, SITE) === null ? 'pass' : 'refuse';
}

describe('crossOriginRefusal', () => {
  it.each([
    // [case, facts, expected]
    ['same origin (Origin = the address the request went to)', { origin: own }, 'pass'],
    ['SITE_URL origin (behind a proxy)', { origin: 'https://news.example.in' }, 'pass'],
    ['SITE_URL origin with a path-less trailing slash', { origin: 'https://news.example.in/' }, 'pass'],
    ['another site', { origin: 'https://evil.example' }, 'refuse'],
    ['a subdomain of the site is another origin', { origin: 'https://evil.news.example.in' }, 'refuse'],
    ['same host, other port', { origin: 'http://127.0.0.1:3001' }, 'refuse'],
    ['same host, other scheme', { origin: 'https://127.0.0.1:3000' }, 'refuse'],
    ['SITE_URL host over http', { origin: 'http://news.example.in' }, 'refuse'],
    ['Origin null (sandboxed frame, file:)', { origin: 'null' }, 'refuse'],
    ['Origin not a URL', { origin: 'garbage' }, 'refuse'],
    ['Origin wins over a same-site Referer', { origin: 'https://evil.example', referer: `${own}/contact` }, 'refuse'],
    ['no Origin, same-origin Referer', { referer: `${own}/contact` }, 'pass'],
    ['no Origin, cross-site Referer', { referer: 'https://evil.example/page' }, 'refuse'],
    ['no Origin, Referer not http', { referer: 'file:///tmp/x.html' }, 'refuse'],
    ['only Sec-Fetch-Site: same-origin', { secFetchSite: 'same-origin' }, 'pass'],
    ['only Sec-Fetch-Site: none (typed by the user)', { secFetchSite: 'none' }, 'pass'],
    ['only Sec-Fetch-Site: cross-site', { secFetchSite: 'cross-site' }, 'refuse'],
    ['only Sec-Fetch-Site: same-site (a sibling subdomain)', { secFetchSite: 'same-site' }, 'refuse'],
    ['no browser headers at all (curl, a server)', {}, 'pass'],
  ] as const)('%s → %s', (_name, facts, expected) => {
    expect(decide(facts)).toBe(expected);
  });

  it.each(['GET', 'HEAD', 'OPTIONS', 'get'])('never checks the safe method %s', (method) => {
    expect(crossOriginRefusal({ method, requestOrigin: own, origin: 'https://evil.example', secFetchSite: 'cross-site' }, SITE)).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('checks %s', (method) => {
    expect(crossOriginRefusal({ method, requestOrigin: own, origin: 'https://evil.example' }, SITE)).toMatch(/evil\.example/);
  });
});
