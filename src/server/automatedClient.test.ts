/** The bot rule page views and shares share: no user agent, or one isbot knows. */
import { describe, expect, it } from 'vitest';
import { isAutomatedClient } from './automatedClient.ts';

describe('isAutomatedClient', () => {
  it('counts browsers and leaves out crawlers, libraries and requests without a user agent', () => {
    expect(isAutomatedClient('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1')).toBe(false);
    expect(isAutomatedClient('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36')).toBe(false);
    for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', 'python-requests/2.32', '', undefined, null]) {
      expect(isAutomatedClient(ua), String(ua)).toBe(true);
    }
  });
});
