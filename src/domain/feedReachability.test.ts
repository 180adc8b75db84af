import { describe, expect, it } from 'vitest';
import { isUnreachableFeedError, summariseReachability } from './feedReachability.ts';

describe('feed reachability', () => {
  it.each([
    ['getaddrinfo ENOTFOUND www.example.in', true],
    ['EAI_AGAIN: getaddrinfo EAI_AGAIN example.in', true],
    ['connect ECONNREFUSED 1.2.3.4:443', true],
    ['Timed out after 15000 ms', true],
    ['HTTP 404 Not Found', false],
    ['Not a feed document', false],
    [null, false],
  ])('%s → %s', (message, expected) => {
    expect(isUnreachableFeedError(message)).toBe(expected);
  });

  it('calls the network offline only when every feed failed to resolve or route', () => {
    const dns = { status: 'error', error: 'getaddrinfo ENOTFOUND a.example' };
    expect(summariseReachability([dns, dns])).toEqual({ feeds: 2, unreachable: 2, offline: true });
    expect(summariseReachability([dns, { status: 'healthy', error: null }])).toEqual({ feeds: 2, unreachable: 1, offline: false });
    expect(summariseReachability([dns, { status: 'error', error: 'HTTP 500 Internal Server Error' }])).toEqual({ feeds: 2, unreachable: 1, offline: false });
    expect(summariseReachability([])).toEqual({ feeds: 0, unreachable: 0, offline: false });
    // The bundled sample feeds answer over loopback even offline: they neither count nor hide an offline network.
    const sample = { status: 'healthy', error: null, sample: true };
    expect(summariseReachability([dns, dns, sample])).toEqual({ feeds: 2, unreachable: 2, offline: true });
    expect(summariseReachability([sample])).toEqual({ feeds: 0, unreachable: 0, offline: false });
  });
});
