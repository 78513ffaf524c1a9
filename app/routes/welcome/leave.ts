import { redirect } from 'react-router';
import { loginPath, parsePropertyId, welcomePath } from '../../lib/welcome/property-id.ts';
import type { Route } from './+types/leave';

/** "Leave": ends the guest session (clearing its cookie) and goes to the login page. */
export async function action({ params, context }: Route.ActionArgs) {
  await context.guest.logout();
  const id = parsePropertyId(params.id);
  return redirect(id ? `${loginPath(id)}?left=1` : '/welcome');
}

/** Leaving is a POST; a visit here just goes back to the page. */
export function loader({ params }: Route.LoaderArgs) {
  const id = parsePropertyId(params.id);
  return redirect(id ? welcomePath(id) : '/welcome');
}
