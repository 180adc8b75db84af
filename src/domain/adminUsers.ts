/**
 * Users and roles in the back office (admin-content §2 "User management", §3 Profile/User role/Notification, §6, §8;
 * issue 11 item 8): the list's query (tab, search, page, all kept in the URL), the bodies of the admin's actions, the
 * views the API answers with and the screen's texts. Shared by the server and the browser.
 */
import { pageParam, searchParam } from './queryParams.ts';
import { z } from 'zod';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from './notifications.ts';
import { roleSchema, type Role } from './roles.ts';
import { emailSchema, nameSchema } from './accountInput.ts';

export const ADMIN_USER_TABS = ['all', 'active', 'recent', 'admins'] as const;
export type AdminUserTab = (typeof ADMIN_USER_TABS)[number];
export const ADMIN_USER_TAB_LABELS: Record<AdminUserTab, string> = { all: 'All', active: 'Active', recent: 'Recent', admins: 'Admins' };

export const ADMIN_USERS_PAGE_SIZE = 25;
/** Active: signed in (a session used) within this many days. */
export const ACTIVE_WITHIN_DAYS = 30;
/** The Recent tab (admin-content §9): accounts created in the last 24 hours. */
export const RECENT_WITHIN_HOURS = 24;
/** "New this week" on the stats cards. */
export const NEW_WITHIN_DAYS = 7;
export const ADMIN_USER_SEARCH_MAX = 100;

/** GET /api/admin/users and the screen's URL: `tab`, `q` (name or email), `page`. Unknown or empty values fall back. */
export const adminUserListQuerySchema = z.object({
  tab: z
    .enum(ADMIN_USER_TABS, { error: `tab must be one of ${ADMIN_USER_TABS.join(', ')}` })
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((v) => v ?? 'all'),
  q: searchParam(ADMIN_USER_SEARCH_MAX),
  page: pageParam(10_000),
});
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

/** An account id as better-auth writes them (32 letters and digits); anything else is no account. */
export const userIdParamSchema = z
  .string()
  .min(1, 'id is required')
  .max(64, 'id is not an account id')
  .regex(/^[A-Za-z0-9_-]+$/, 'id is not an account id');

/** PATCH /api/admin/users/{id}. */
export const roleChangeSchema = z.object({ role: roleSchema }).strict();
export type RoleChange = z.output<typeof roleChangeSchema>;

/** POST /api/admin/users/{id}/message: an in-app notification and a mail. */
export const userMessageSchema = z
  .object({
    title: z.string({ error: 'title is required' }).trim().min(1, 'title is required').max(NOTIFICATION_TITLE_MAX, `title must be at most ${NOTIFICATION_TITLE_MAX} characters`),
    message: z
      .string({ error: 'message is required' })
      .trim()
      .min(1, 'message is required')
      .max(NOTIFICATION_MESSAGE_MAX, `message must be at most ${NOTIFICATION_MESSAGE_MAX} characters`),
  })
  .strict();
export type UserMessage = z.output<typeof userMessageSchema>;

/**
 * POST /api/admin/users/invite: who to invite and with which role (sign-up's email and name rules). The invited person
 * chooses their own password through the mailed link; an admin never sets or sees one.
 */
export const inviteUserSchema = z
  .object({
    email: emailSchema,
    name: nameSchema,
    role: roleSchema.optional().transform((r) => r ?? 'user'),
  })
  .strict();
export type InviteUserInput = z.output<typeof inviteUserSchema>;

/** How long an invitation link works (once): long enough for a weekend, short enough that a stale mail is dead. */
export const INVITE_TTL_HOURS = 72;

/**
 * A pending invitation's link may be mailed again at most once per this many seconds (per account, counted from the
 * last link issued: the invitation or the last resend), so a stuck button or a script cannot flood someone's inbox.
 */
export const INVITE_RESEND_INTERVAL_SECONDS = 60;

/** What POST /api/admin/users/invite answers (201), and POST /api/admin/users/{id}/invite/resend (200). */
export interface AdminUserInvite {
  user: AdminUserView;
  /** When the mailed link stops working. */
  expiresAt: string;
}

/** One account as the list shows it. Never a password, a token or anything the account keeps for itself. */
export interface AdminUserView {
  id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  suspended: boolean;
  createdAt: string;
  /** The last time one of its sessions was used (null: none left, e.g. signed out everywhere). */
  lastActiveAt: string | null;
  /** Live (unexpired) sessions. */
  sessionCount: number;
  /** Invited and has not set a password yet (no password account). Absent where the read does not say. */
  invitePending?: boolean;
}

export interface AdminUserStats {
  total: number;
  /** Used a session in the last ACTIVE_WITHIN_DAYS days, or has a live one. */
  active: number;
  newThisWeek: number;
  admins: number;
  moderators: number;
  suspended: number;
}

export interface AdminUserList {
  users: AdminUserView[];
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
  stats: AdminUserStats;
}

/** One of an account's sessions: where and when, never its token. */
export interface AdminUserSessionView {
  id: string;
  /** A short label made from the user agent ("Chrome on Android"), or null when there was none. */
  device: string | null;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
}

/** What DELETE /api/admin/users/{id}/invite answers: the never-used account is gone. */
export interface AdminInviteCancel {
  cancelled: true;
}

/** What a change answers: the account after it. */
export interface AdminUserChange {
  user: AdminUserView;
  changed: boolean;
}

// ——— Screen texts (admin-content §8) ———

export const ROLE_LABELS: Record<Role, string> = { user: 'User', moderator: 'Moderator', admin: 'Admin' };
export const USER_TEXTS = {
  roleUpdated: (role: Role) => `User role updated to ${role}.`,
  roleFailed: 'Failed to update user role.',
  messageSent: 'Message sent successfully.',
  messageFailed: 'Failed to send message.',
  suspended: 'User has been notified of suspension.',
  suspendFailed: 'Failed to suspend user.',
  restored: 'User has been restored and can sign in again.',
  restoreFailed: 'Failed to restore user.',
  sessionsEnded: 'All sessions ended.',
  sessionsFailed: 'Failed to end sessions.',
  loadFailed: 'Failed to load users. Please try again.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  inviteFailed: 'Failed to invite user.',
  inviteResent: (email: string) => `Invitation sent again to ${email}.`,
  inviteResendFailed: 'Failed to resend the invitation.',
  inviteCancelled: (email: string) => `Invitation to ${email} cancelled.`,
  inviteCancelFailed: 'Failed to cancel the invitation.',
} as const;

/** The warning notification a suspended account receives (admin-content §6). */
export const SUSPENSION_NOTICE = {
  title: 'Your account has been suspended',
  message: 'An administrator has suspended your account. You have been signed out and cannot sign in until it is restored. Please use the contact page if you think this is a mistake.',
} as const;

/** The screen's URL for a query; defaults are left out. */
export function adminUsersHref(q: Partial<AdminUserListQuery>): string {
  const p = new URLSearchParams();
  if (q.tab && q.tab !== 'all') p.set('tab', q.tab);
  if (q.q) p.set('q', q.q);
  if (q.page && q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return `/admin/users${s ? `?${s}` : ''}`;
}

/** The screen's query from its URL: anything invalid falls back to the default rather than failing the page. */
export function parseAdminUsersQuery(params: URLSearchParams): AdminUserListQuery {
  const raw = Object.fromEntries(params);
  const parsed = adminUserListQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const field = (k: keyof AdminUserListQuery) => adminUserListQuerySchema.shape[k].safeParse(raw[k]);
  const tab = field('tab');
  const q = field('q');
  const page = field('page');
  return {
    tab: tab.success ? (tab.data as AdminUserTab) : 'all',
    q: q.success ? (q.data as string) : '',
    page: page.success ? (page.data as number) : 1,
  };
}

/** "Chrome on Android" from a user agent; null when nothing is recognised. */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : /curl\//i.test(ua)
                ? 'curl'
                : null;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os;
}
