/** The signed-in reader's own account as the browser sees it (GET /api/me, the header): server/presenters/account.ts. */
import type { Role } from './roles.ts';

export interface AccountView {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  createdAt: string;
}
