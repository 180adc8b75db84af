/** Unknown admin paths go to the dashboard (admin-system §2). */
import { redirect } from 'react-router';

export function loader() {
  throw redirect('/admin');
}

export default function UnknownAdminPath() {
  return null;
}
