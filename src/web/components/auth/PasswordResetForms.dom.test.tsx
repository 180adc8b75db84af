/**
 * Password reset in a DOM (issue 10): the forms check input with the server's rules before anything is sent, the
 * request form answers the same whatever the address, a dead link says so, and the page picks its state from the
 * address better-auth redirects to. The endpoints themselves: src/services/auth/auth.integration.test.ts.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResetPasswordPage from '../../routes/resetPassword.tsx';
import { NewPasswordForm, RequestResetForm } from './PasswordResetForms.tsx';

type Answer = { status: number; body: unknown };
/** Stubs fetch with one answer per call, in order; returns the calls made. */
function serverAnswers(...answers: Answer[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
const errorOf = (field: string) => screen.queryByTestId(`field-error-${field}`)?.textContent ?? null;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('choosing a new password from the mailed link', () => {
  it('checks both fields with sign-up\'s rules and sends nothing until they pass', async () => {
    const calls = serverAnswers({ status: 200, body: { status: true } });
    const onDone = vi.fn();
    render(<NewPasswordForm token="tok-123" onDone={onDone} onDeadLink={() => {}} />);

    await submit('Save new password');
    expect(errorOf('newPassword')).toBe('Password must be at least 8 characters');

    type('New password', 'lowercase-only-1');
    await submit('Save new password');
    expect(errorOf('newPassword')).toBe('Password must contain uppercase letters');
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('New password').getAttribute('aria-describedby')).toContain(screen.getByTestId('field-error-newPassword').id);

    type('New password', 'River-Lantern-58');
    type('Confirm new password', 'River-Lantern-59');
    await submit('Save new password');
    expect(errorOf('newPassword')).toBeNull();
    expect(errorOf('confirmPassword')).toBe('The two passwords do not match');
    expect(calls).toEqual([]);

    type('Confirm new password', 'River-Lantern-58');
    await submit('Save new password');
    expect(calls).toEqual([{ url: '/api/auth/reset-password', method: 'POST', body: { token: 'tok-123', newPassword: 'River-Lantern-58' } }]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('turns to "ask for a new link" when the server says the link is expired or used', async () => {
    serverAnswers({ status: 400, body: { code: 'INVALID_TOKEN', message: 'Invalid token' } });
    const onDeadLink = vi.fn();
    render(<NewPasswordForm token="used" onDone={() => {}} onDeadLink={onDeadLink} />);
    type('New password', 'River-Lantern-58');
    type('Confirm new password', 'River-Lantern-58');
    await submit('Save new password');
    expect(onDeadLink).toHaveBeenCalledOnce();
  });

  it('shows the server\'s own refusal of a password by the field, and a limit above the button', async () => {
    serverAnswers({ status: 400, body: { code: 'VALIDATION_ERROR', message: 'This password is too common. Please choose a less predictable one' } }, { status: 429, body: { error: { code: 'rate_limited', message: 'Too many attempts for this account. Try again in 60 s.' } } });
    render(<NewPasswordForm token="tok" onDone={() => {}} onDeadLink={() => {}} />);
    type('New password', 'River-Lantern-58');
    type('Confirm new password', 'River-Lantern-58');
    await submit('Save new password');
    expect(errorOf('newPassword')).toBe('This password is too common. Please choose a less predictable one');
    await submit('Save new password');
    expect(screen.getByTestId('form-error').textContent).toBe('Too many attempts for this account. Try again in 60 s.');
  });
});

describe('asking for a reset link', () => {
  it('checks the address first, then gives the same neutral answer', async () => {
    const calls = serverAnswers({ status: 200, body: { status: true, message: 'If this email exists in our system, check your email for the reset link' } });
    render(<RequestResetForm />);
    type('Email', 'someone+tag@example.com');
    await submit('Send reset link');
    expect(errorOf('email')).toBe('Please enter a valid email address');
    expect(calls).toEqual([]);

    type('Email', '  Someone@Example.com ');
    await submit('Send reset link');
    expect(calls).toEqual([{ url: '/api/auth/request-password-reset', method: 'POST', body: { email: 'someone@example.com', redirectTo: '/auth/reset-password' } }]);
    const done = screen.getByTestId('reset-requested');
    expect(done.getAttribute('role')).toBe('status');
    expect(done.textContent).toContain('If an account uses someone@example.com, we have sent it a link');
  });

  it('says when there were too many requests, and nothing about the account', async () => {
    serverAnswers({ status: 429, body: { error: { code: 'rate_limited', message: 'Too many sign-in attempts from this address. Try again in 120 s.' } } });
    render(<RequestResetForm />);
    type('Email', 'asha@example.com');
    await submit('Send reset link');
    expect(screen.getByTestId('form-error').textContent).toBe('Too many sign-in attempts from this address. Try again in 120 s.');
    expect(screen.queryByTestId('reset-requested')).toBeNull();
  });
});

describe('the reset page', () => {
  const open = (entry: string) => {
    const Stub = createRoutesStub([{ path: '/auth/reset-password', Component: ResetPasswordPage }]);
    return render(<Stub initialEntries={[entry]} />);
  };

  it('asks for an address without a token', () => {
    open('/auth/reset-password');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forgot your password?');
    expect(screen.getByTestId('reset-request-form')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it('asks for the new password twice with a token', () => {
    open('/auth/reset-password?token=abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a new password');
    expect(screen.getByLabelText('New password')).toBeTruthy();
    expect(screen.getByLabelText('Confirm new password')).toBeTruthy();
  });

  it('says an expired or used link no longer works, and offers a new one', async () => {
    open('/auth/reset-password?error=INVALID_TOKEN');
    expect(screen.getByTestId('reset-link-dead').textContent).toContain('expired or was already used');
    expect(screen.getByTestId('reset-request-form')).toBeTruthy();
  });

  it('switches to that message when the link is refused on submit', async () => {
    serverAnswers({ status: 400, body: { code: 'INVALID_TOKEN', message: 'Invalid token' } });
    open('/auth/reset-password?token=spent');
    type('New password', 'River-Lantern-58');
    type('Confirm new password', 'River-Lantern-58');
    await submit('Save new password');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link no longer works');
    expect(screen.getByTestId('reset-link-dead')).toBeTruthy();
  });
});
