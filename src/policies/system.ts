/**
 * Running the system (admin-content §2, §5, §8, §9; admin-system): dashboards, analytics, the pipeline and lifecycle,
 * retraining the model, configuration, backups. Admins only; moderators see the review queue's own figures through
 * the article policy.
 */
import type { SignedInActor } from '../domain/roles.ts';

export const SYSTEM_ACTIONS = ['viewDashboard', 'viewAnalytics', 'viewAuditLog', 'runPipeline', 'runLifecycle', 'trainModel', 'configure', 'backup'] as const;
export type SystemAction = (typeof SYSTEM_ACTIONS)[number];

export interface SystemSubject {
  kind: 'system';
}

export function systemPolicy(actor: SignedInActor | null, _action: SystemAction, _subject: SystemSubject): boolean {
  return actor?.role === 'admin';
}
