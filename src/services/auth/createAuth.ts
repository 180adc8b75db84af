/**
 * Authentication with better-auth (email and password, its admin plugin for roles and bans) on our database through
 * its drizzle adapter. What we add on top, in its hooks so every entry point (HTTP, CLI, services) gets it:
 * - the spec's sign-up rules (domain/accountInput.ts) before better-auth sees the body, with its messages;
 * - roles limited to user, moderator and admin;
 * - the security-event log: every sign-in and sign-up failure, reset, role change, suspension and restore.
 * Sessions last 24 hours and are extended while used; there is no cookie cache, so a revoked session or a ban ends
 * at the next request. Mail goes through the caller's `sendMail` (the outbox and its job).
 */
import { eq } from 'drizzle-orm';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, userAc } from 'better-auth/plugins/admin/access';
import type { ZodType } from 'zod';
import { emailSchema, newPasswordSchema, signInSchema, signUpSchema } from '../../domain/accountInput.ts';
import { roleSchema } from '../../domain/roles.ts';
import type { SecurityEventType } from '../../domain/securityEvents.ts';
import type { Db } from '../../db/connection.ts';
import { recordSecurityEvent } from '../../db/queries/securityEvents.ts';
import { authAccounts, sessions, users, verifications } from '../../db/schema.ts';
import type { AccountMail } from './accountMail.ts';
import { accountMailFor } from './accountMail.ts';

/** Session lifetime (public-site §9: valid 24 h) and how often a used session's expiry moves forward. */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
export const SESSION_REFRESH_SECONDS = 60 * 60;
/** Email verification and password-reset links are valid for one hour and work once. */
export const ACCOUNT_TOKEN_TTL_SECONDS = 60 * 60;

export interface AuthDeps {
  db: Db;
  /** Signs session cookies and tokens: BETTER_AUTH_SECRET, at least 32 characters. */
  secret: string;
  /** The site's public address; links in mail point at it, and only it may send state-changing requests. */
  siteUrl: string;
  siteName: string;
  /** Queues one message (services/mail): it is stored before this resolves, and sent by a job with retries. */
  sendMail: (message: AccountMail) => Promise<void>;
  /** The caller's address for security events (the app's client-address rule, X-Forwarded-For only behind a proxy). */
  clientAddress?: (request: Request | undefined) => string | null;
  /** The process log (LOG_LEVEL, LOG_FORMAT) for better-auth's own lines; without it they are dropped. */
  log?: AuthLog;
}

/** Where better-auth's own lines go. */
export interface AuthLog {
  debug(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const ac = createAccessControl(defaultStatements);
/** The admin plugin's own endpoints: admins may use them all; moderators and users none. Our policies govern the rest. */
const roles = { admin: adminAc, moderator: ac.newRole({ user: [], session: [] }), user: userAc };

/** Maps a zod failure onto better-auth's 400, with the first message the form shows. */
function validate<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new APIError('BAD_REQUEST', { message: first?.message ?? 'Invalid input', code: 'VALIDATION_ERROR', field: first?.path.join('.') });
}

export function createAuth(deps: AuthDeps) {
  const mail = accountMailFor(deps.siteName);
  const record = async (type: SecurityEventType, request: Request | undefined, fields: { userId?: string | null; actorId?: string | null; email?: string | null; detail?: Record<string, unknown> }) => {
    await recordSecurityEvent(deps.db, {
      type,
      ...fields,
      ipAddress: deps.clientAddress?.(request) ?? null,
      userAgent: request?.headers.get('user-agent') ?? null,
    });
  };

  const log = deps.log;
  const options = {
    appName: deps.siteName,
    // better-auth writes its own lines to the console, outside LOG_LEVEL and LOG_FORMAT (plain text among a
    // production setup's JSON lines). They go to the process log instead. Its warnings, with email and password only,
    // are refused sign-ins and resets ("Invalid password", "User not found"): a reader's mistake, already a security
    // event, so debug lines. Of an error's arguments only Errors are kept: others may carry what a reader typed.
    logger: {
      log(level: string, message: string, ...args: unknown[]) {
        const err = args.find((a) => a instanceof Error);
        const fields = { component: 'auth', ...(err ? { err } : {}) };
        if (level === 'error') log?.error(fields, message);
        else log?.debug(fields, message);
      },
    },
    onAPIError: {
      // In place of better-auth's own handling, which logs a refused input as a database error when its message
      // mentions a table ("This password is too common. Please choose a less predictable one"). A refusal (4xx) is
      // the answer itself; anything else is logged. The answer to the browser is the same either way.
      onError(error: unknown) {
        if (isAPIError(error) && error.statusCode < 500) return;
        log?.error({ component: 'auth', err: error }, 'authentication request failed');
      },
    },
    baseURL: deps.siteUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    database: drizzleAdapter(deps.db, { provider: 'pg', schema: { users, sessions, auth_accounts: authAccounts, verifications } }),
    user: {
      modelName: 'users',
      // Accounts are deleted only through DELETE /api/me (services/accounts/deleteOwnAccount.ts: password, last-admin
      // rule, security event); better-auth's own deletion routes are off and answer 404.
      deleteUser: { enabled: false },
    },
    // Accounts are deleted by their owner (DELETE /api/me). An admin never sets or sees a password, never signs in as
    // someone else, and changes people only through the back office's audited routes (or set-role and ban-user below).
    disabledPaths: ['/delete-user', '/delete-user/callback', '/admin/remove-user', '/admin/set-user-password', '/admin/impersonate-user', '/admin/stop-impersonating', '/admin/create-user', '/admin/update-user'],
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_TTL_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // No cookie cache: every request reads the session row, so a revocation or a ban takes effect at once.
      cookieCache: { enabled: false },
      // better-auth would refuse the session list (its only "fresh session" route we use) once a session is a day old,
      // which a session extended while used always becomes. Every sensitive action asks for the password instead.
      freshAge: 0,
    },
    account: { modelName: 'auth_accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // All sessions end when a password is reset by mail (someone else may hold one).
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: ACCOUNT_TOKEN_TTL_SECONDS,
      sendResetPassword: async ({ user, url }, request) => {
        await deps.sendMail(mail.passwordReset(user.email, user.name, url));
        await record('password_reset_requested', request, { userId: user.id, email: user.email });
      },
      onPasswordReset: async ({ user }, request) => {
        // The link was opened from this mailbox, so the address is proven: an invited account's first password (services/
        // admin/users.ts inviteUser) verifies it, as does a reset by someone who never followed the verification mail.
        if (!user.emailVerified) await deps.db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
        await record('password_reset', request, { userId: user.id, email: user.email });
      },
      // Sign-up with a taken address answers like a new one (no enumeration); the owner is told by mail instead.
      onExistingUserSignUp: async ({ user }, request) => {
        await deps.sendMail(mail.existingAccount(user.email, user.name, `${deps.siteUrl}/auth?tab=sign-in`));
        await record('sign_up_existing_email', request, { userId: user.id, email: user.email });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: ACCOUNT_TOKEN_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await deps.sendMail(mail.verifyEmail(user.email, user.name, url));
      },
    },
    // Our own limits count in PostgreSQL (server/middleware/rateLimit.ts) and are applied before these routes.
    rateLimit: { enabled: false },
    advanced: {
      // The app's origin check (server/middleware/originCheck.ts) runs first and refuses cross-site state changes;
      // better-auth's own check stays on as a second line.
      cookiePrefix: 'cei',
      useSecureCookies: deps.siteUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // better-auth would read X-Forwarded-For whoever sent it; addresses come from our own rule (security events).
      ipAddress: { disableIpTracking: true },
    },
    // The app's origin rule (server/middleware/originCheck.ts, which runs first): SITE_URL's origin and the origin the
    // request was addressed to. better-auth checks Origin against these too, and callback URLs.
    trustedOrigins: (request) => [deps.siteUrl, request ? new URL(request.url).origin : null],
    telemetry: { enabled: false },
    databaseHooks: {
      // The session list shows where each session signed in: the address by the app's rule (better-auth's own IP
      // tracking is off, above).
      session: { create: { before: async (session, ctx) => ({ data: { ...session, ipAddress: deps.clientAddress?.(ctx?.request) ?? null } }) } },
    },
    plugins: [admin({ ac, roles, defaultRole: 'user', adminRoles: ['admin'], bannedUserMessage: 'This account is suspended. Contact us if you think this is a mistake.' })],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        switch (ctx.path) {
          case '/sign-up/email': {
            const input = validate(signUpSchema, ctx.body);
            return { context: { ...ctx, body: { ...input } } };
          }
          case '/sign-in/email': {
            const input = validate(signInSchema, ctx.body);
            return { context: { ...ctx, body: { ...input, rememberMe: ctx.body?.rememberMe } } };
          }
          case '/request-password-reset': {
            const email = validate(emailSchema, ctx.body?.email);
            return { context: { ...ctx, body: { ...ctx.body, email } } };
          }
          case '/reset-password':
          case '/change-password':
            validate(newPasswordSchema, ctx.body?.newPassword);
            return;
          case '/admin/set-role':
            validate(roleSchema, ctx.body?.role);
            return;
          default:
            return;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const failed = returned instanceof APIError;
        const request = ctx.request;
        const actorId = ctx.context.session?.user.id ?? null;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const email = typeof body.email === 'string' ? body.email : null;
        switch (ctx.path) {
          case '/sign-in/email':
            if (failed) {
              const code = (returned as APIError).body?.code;
              const type: SecurityEventType = code === 'EMAIL_NOT_VERIFIED' ? 'sign_in_refused_unverified' : code === 'BANNED_USER' ? 'sign_in_refused_suspended' : 'sign_in_failed';
              await record(type, request, { email, detail: { status: (returned as APIError).statusCode } });
            }
            return;
          case '/sign-up/email':
            if (failed) await record('sign_up_failed', request, { email, detail: { status: (returned as APIError).statusCode, code: (returned as APIError).body?.code ?? null } });
            return;
          case '/change-password':
            if (!failed) await record('password_changed', request, { userId: actorId, actorId });
            return;
          case '/admin/set-role':
            if (!failed) await record('role_changed', request, { userId: String(body.userId), actorId, detail: { role: body.role } });
            return;
          case '/admin/ban-user':
            if (!failed) await record('suspended', request, { userId: String(body.userId), actorId, detail: { reason: body.banReason ?? null } });
            return;
          case '/admin/unban-user':
            if (!failed) await record('restored', request, { userId: String(body.userId), actorId });
            return;
          case '/admin/revoke-user-sessions':
            if (!failed) await record('sessions_revoked', request, { userId: String(body.userId), actorId });
            return;
          case '/revoke-session':
          case '/revoke-sessions':
          case '/revoke-other-sessions':
            if (!failed) await record('sessions_revoked', request, { userId: actorId, actorId });
            return;
          default:
            return;
        }
      }),
    },
  } satisfies BetterAuthOptions;
  return betterAuth(options);
}

export type Auth = ReturnType<typeof createAuth>;
