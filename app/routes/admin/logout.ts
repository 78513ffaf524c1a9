import { redirect } from 'react-router';
import type { Route } from './+types/logout';

/**
 * Logout as a form post (docs/spec.md section 4: logout, success or failure, goes to /). The server clears the
 * session cookie whatever happens to the session row, so the browser is signed out even when the
 * database fails; the back office posts here when its API logout call fails, and without JavaScript.
 */
export async function action({ context }: Route.ActionArgs) {
  await context.admin.logout();
  return redirect('/');
}

/** Logging out is a POST; a visit here goes to the home page. */
export function loader() {
  return redirect('/');
}
