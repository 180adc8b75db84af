import { describe, expect, it } from 'vitest';
import { CONTACT_MAX_LENGTH, validateContactMessage } from './contactForm.ts';

const valid = { name: 'Asha Rao', email: 'asha@example.com', subject: 'A correction', message: 'Line one\nline two' };

describe('validateContactMessage', () => {
  it('accepts a complete message, trimmed, keeping the line breaks of the message', () => {
    const { values, errors } = validateContactMessage({ ...valid, name: '  Asha Rao ', message: '\n Line one\nline two \n' });
    expect(errors).toEqual({});
    expect(values).toEqual({ ...valid, message: 'Line one\nline two' });
  });

  it('keeps the existing messages for missing and invalid fields', () => {
    expect(validateContactMessage({}).errors).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      subject: 'Please enter a subject.',
      message: 'Please enter a message.',
    });
    expect(validateContactMessage({ ...valid, email: 'not-an-email' }).errors).toEqual({ email: 'Please enter a valid email address.' });
    expect(validateContactMessage({ ...valid, message: 'x'.repeat(CONTACT_MAX_LENGTH.message + 1) }).errors).toEqual({ message: 'Input too long' });
  });

  it('puts the name and subject on one line, so they cannot add mail headers', () => {
    const { values, errors } = validateContactMessage({ ...valid, name: 'Eve\r\nBcc: victim@evil.example', subject: 'Hi\r\nX-Injected: yes' });
    expect(errors).toEqual({});
    expect(values.name).toBe('Eve Bcc: victim@evil.example');
    expect(values.subject).toBe('Hi X-Injected: yes');
  });

  it('refuses an email address carrying a header', () => {
    expect(validateContactMessage({ ...valid, email: 'eve@example.com\r\nBcc: victim@evil.example' }).errors).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('drops what PostgreSQL cannot store (a pasted NUL) from every field, keeping the message\'s line breaks and tabs', () => {
    const { values, errors } = validateContactMessage({ ...valid, name: 'Asha\u0000 Rao', subject: 'A\u0000 correction', message: 'Line\u0000 one\n\tline two\u0007' });
    expect(errors).toEqual({});
    expect(values).toEqual({ ...valid, name: 'Asha  Rao', subject: 'A  correction', message: 'Line one\n\tline two' });
    expect(validateContactMessage({ ...valid, message: '\u0000\u0000' }).errors).toEqual({ message: 'Please enter a message.' });
  });

  it('treats a subject of line breaks only as missing', () => {
    expect(validateContactMessage({ ...valid, subject: '\r\n\r\n' }).errors).toEqual({ subject: 'Please enter a subject.' });
  });
});
