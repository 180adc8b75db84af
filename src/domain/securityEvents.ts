/** The security events recorded for every account action an attacker or an insider could abuse (OWASP ASVS V7). */
export const SECURITY_EVENT_TYPES = [
  'sign_in_failed',
  'sign_in_refused_unverified',
  'sign_in_refused_suspended',
  'sign_in_rate_limited',
  'sign_up_failed',
  'sign_up_existing_email',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'role_changed',
  'suspended',
  'restored',
  'sessions_revoked',
  'account_deleted',
  'account_delete_refused',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];
