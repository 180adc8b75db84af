/** The account messages (verification, password reset, sign-up with a taken address), in plain text and simple HTML. */

export interface AccountMail {
  kind: 'verify_email' | 'password_reset' | 'existing_account';
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function compose(kind: AccountMail['kind'], to: string, subject: string, name: string, lines: string[], link: { url: string; label: string }): AccountMail {
  const greeting = `Hello ${name},`;
  const text = [greeting, '', ...lines, '', `${link.label}: ${link.url}`, '', 'If you did not ask for this, you can ignore this message.'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    '<p>If you did not ask for this, you can ignore this message.</p>',
  ].join('\n');
  return { kind, to, subject, text, html };
}

/** The three messages, with the site's name in their subjects. */
export function accountMailFor(siteName: string) {
  return {
    verifyEmail: (to: string, name: string, url: string) =>
      compose('verify_email', to, `Confirm your email for ${siteName}`, name, [`Welcome to ${siteName}. Please confirm this is your address. The link works once, within one hour.`], { url, label: 'Confirm my email' }),
    passwordReset: (to: string, name: string, url: string) =>
      compose('password_reset', to, `Reset your ${siteName} password`, name, ['Someone asked to reset the password of your account. The link works once, within one hour, and signs you out everywhere.'], { url, label: 'Choose a new password' }),
    existingAccount: (to: string, name: string, url: string) =>
      compose('existing_account', to, `You already have a ${siteName} account`, name, ['Someone tried to sign up with this address, which already has an account. If it was you, sign in instead, or reset your password from the sign-in page.'], { url, label: 'Sign in' }),
  };
}
