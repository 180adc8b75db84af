import { describe, expect, it } from 'vitest';
import { headerText, isMailAddress, parseMailbox } from './mailHeaders.ts';

describe('headerText', () => {
  it.each([
    ['Hello\r\nBcc: victim@evil.example', 'Hello Bcc: victim@evil.example'],
    ['Hello\nX-Injected: yes\n\nbody', 'Hello X-Injected: yes body'],
    ['Hello\rCc: a@b.in', 'Hello Cc: a@b.in'],
    ['line\u2028separator\u2029paragraph', 'line separator paragraph'],
    ['tab\tand\u0000nul\u007fdel', 'tab and nul del'],
    ['  plain subject  ', 'plain subject'],
    ['Hindi: नमस्ते', 'Hindi: नमस्ते'],
  ])('%j → %j', (input, output) => {
    expect(headerText(input)).toBe(output);
  });
});

describe('isMailAddress', () => {
  it.each(['a@b.in', 'first.last+tag@mail.example.co.in'])('accepts %s', (a) => expect(isMailAddress(a)).toBe(true));
  it.each(['', 'a', 'a@b', 'a b@c.in', 'a@b.in\r\n', '<a@b.in>', 'a@b.in,c@d.in', `${'x'.repeat(250)}@b.in`])('refuses %j', (a) => expect(isMailAddress(a)).toBe(false));
});

describe('parseMailbox', () => {
  it.each([
    ['no-reply@creatoreconomy.in', { address: 'no-reply@creatoreconomy.in' }],
    ['Creator Economy India <no-reply@creatoreconomy.in>', { name: 'Creator Economy India', address: 'no-reply@creatoreconomy.in' }],
    ['"News, India" <news@example.in>', { name: 'News, India', address: 'news@example.in' }],
    ['<news@example.in>', { address: 'news@example.in' }],
    ['  Site <a@b.in>  ', { name: 'Site', address: 'a@b.in' }],
  ])('reads %j', (value, mailbox) => {
    expect(parseMailbox(value)).toEqual(mailbox);
  });

  it.each([
    '',
    'Site',
    'a@b.in, c@d.in',
    'Site <a@b.in>, Other <c@d.in>',
    'Site <a@b.in>\r\nBcc: victim@evil.example',
    'Site\n<a@b.in>',
    'Site <not an address>',
    'Site <a@b.in',
    'News, India <a@b.in>',
  ])('refuses %j', (value) => {
    expect(parseMailbox(value)).toBeNull();
  });
});
