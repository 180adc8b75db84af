/** Roles and the acting user (public-site §4, admin-content §6): who is acting is all a policy needs to know. */
import { z } from 'zod';

/** Every signed-up account is a user; moderators review and set article status; admins run everything. */
export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES, { error: 'must be user, moderator or admin' });

/** A signed-in person as the policies see them. A suspended account can do nothing a visitor could not. */
export interface SignedInActor {
  id: string;
  role: Role;
  suspended: boolean;
}

/** The acting user, or null for a visitor who is not signed in. */
export type Actor = SignedInActor | null;

/** True for moderators and admins. */
export function isStaffRole(role: Role): boolean {
  return role === 'moderator' || role === 'admin';
}
