import { describe, expect, it } from 'vitest';
import { emailSchema, nameSchema, newPasswordSchema, sanitiseAccountText, signInSchema } from './accountInput.ts';
import { isCommonPassword } from './commonPasswords.ts';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : (r.error?.issues[0]?.message ?? null));

describe('emailSchema (public-site §5)', () => {
  it.each([
    ['asha@example.com', null],
    ['  Asha.Verma@Example.CO.IN ', null],
    ['a@b.co', null],
    ['a@b.c', 'Please enter a valid email address'],
    ['asha+news@example.com', 'Please enter a valid email address'],
    ['asha@mailinator.com', 'Please enter a valid email address'],
    ['asha@10minutemail.com', 'Please enter a valid email address'],
    ['javascript:alert(1)@example.com', 'Please enter a valid email address'],
    ['<script>@example.com', 'Please enter a valid email address'],
    ['no-at-sign.example.com', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@example.com`, 'Please enter a valid email address'],
  ])('%s → %s', (email, expected) => {
    expect(message(emailSchema.safeParse(email))).toBe(expected);
  });
  it('stores the address trimmed and lower-case', () => {
    expect(emailSchema.parse('  Asha.Verma@Example.CO.IN ')).toBe('asha.verma@example.co.in');
  });
});

describe('newPasswordSchema', () => {
  it.each([
    ['Kettle-Monsoon-42', null],
    ['Abcdefg7', null],
    ['Abcdef7', 'Password must be at least 8 characters'],
    [`Aa1${'x'.repeat(125)}`, null],
    [`Aa1${'x'.repeat(126)}`, 'Password too long (max 128 characters)'],
    ['ABCDEFG7', 'Password must contain lowercase letters'],
    ['abcdefg7', 'Password must contain uppercase letters'],
    ['Abcdefgh', 'Password must contain numbers'],
    ['Password1', 'This password is too common. Please choose a less predictable one'],
    ['Welcome123', 'This password is too common. Please choose a less predictable one'],
  ])('%s → %s', (password, expected) => {
    expect(message(newPasswordSchema.safeParse(password))).toBe(expected);
  });
  it('compares common passwords without case', () => {
    expect(isCommonPassword('QWERTY123')).toBe(true);
    expect(isCommonPassword('Kettle-Monsoon-42')).toBe(false);
  });
});

describe('nameSchema', () => {
  it.each([
    ['Asha Verma', null],
    ["D'Souza-Pinto Jr.", null],
    ['अनन्या शर्मा', null],
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    ['x'.repeat(100), null],
    ['x'.repeat(101), 'Name too long (max 100 characters)'],
    ['Asha <b>', 'Name contains invalid characters'],
    ['Asha2', 'Name contains invalid characters'],
  ])('%j → %s', (name, expected) => {
    expect(message(nameSchema.safeParse(name))).toBe(expected);
  });
  it('removes control characters and collapses whitespace', () => {
    expect(nameSchema.parse(' Asha\u0007   Verma\n')).toBe('Asha Verma');
    expect(sanitiseAccountText('a\u0000b  c', 100)).toBe('ab c');
  });
});

describe('signInSchema', () => {
  it('checks only the shape of the password, so the rules never hint at an account', () => {
    expect(signInSchema.safeParse({ email: 'asha@example.com', password: 'short' }).success).toBe(true);
    expect(message(signInSchema.safeParse({ email: 'asha@example.com', password: '' }))).toBe('Please enter your password');
  });
});
