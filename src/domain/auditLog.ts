/** The audit log (issue 11 item 11): what an admin or moderator did, to what, before and after, when and from where. */
import { z } from 'zod';
import { pageParam } from './queryParams.ts';
import { isCalendarDate } from './calendarDate.ts';
import { hasNoNul, NUL_MESSAGE } from './unstorableInput.ts';

/** Every action the back office records, as `subject.verb`. */
export const AUDIT_ACTIONS = [
  'article.create',
  'article.edit',
  'article.approve',
  'article.reject',
  'article.status',
  'article.feature',
  // A moderator's sponsored / press-release / neither answer (domain/promotional.ts).
  'article.promo',
  'article.delete',
  'article.restore',
  'user.invite',
  'user.invite_resend',
  'user.invite_cancel',
  'user.role',
  'user.suspend',
  'user.restore',
  'user.sessions_end',
  'user.message',
  'feed_source.create',
  'feed_source.edit',
  'feed_source.pause',
  'feed_source.resume',
  'feed_source.delete',
  'feed_source.import',
  'system.run_job',
  'system.cleanup',
  'site_content.edit',
  'model.train',
  'model.activate',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = ['article', 'user', 'feed_source', 'system', 'site_content', 'model'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_PAGE_SIZE = 50;

const optionalDate = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date like 2026-11-26`)
    .refine(isCalendarDate, `${field} must be a real date`)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** GET /api/admin/audit-log and the Audit Log screen's URL. */
export const auditLogQuerySchema = z.object({
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z_.]*$/, 'action must be an action name like article.approve or a subject like article')
    .optional()
    .transform((v) => v || undefined),
  targetType: z.enum(AUDIT_TARGET_TYPES, { error: `targetType must be one of ${AUDIT_TARGET_TYPES.join(', ')}` }).optional().or(z.literal('').transform(() => undefined)),
  targetId: z.string().trim().max(100).refine(hasNoNul, `targetId ${NUL_MESSAGE}`).optional().transform((v) => v || undefined),
  actor: z.string().trim().max(254).refine(hasNoNul, `actor ${NUL_MESSAGE}`).optional().transform((v) => v || undefined),
  from: optionalDate('from'),
  to: optionalDate('to'),
  page: pageParam(10_000),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** One line of the audit log as the API and screen show it. */
export interface AuditEventView {
  id: number;
  at: string;
  actor: { id: string | null; email: string | null; role: string | null };
  action: string;
  target: { type: string; id: string | null; label: string | null };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  address: string | null;
}
