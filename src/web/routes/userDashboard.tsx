/** /user-dashboard: the spec's other name for the dashboard (a quick action uses it). */
import { redirect } from 'react-router';

export function loader() {
  throw redirect('/dashboard', 301);
}

export default function UserDashboard() {
  return null;
}
