import { redirect } from 'react-router';
import { loginPath, parsePropertyId, welcomePath } from '../../lib/welcome/property-id.ts';
import type { Route } from './+types/leave';

/** "Leave": ends the guest session through the API (which clears its cookie) and goes to the login page. */
export async function action({ params, context }: Route.ActionArgs) {
  const answer = await context.api('POST', '/users/auth/guest-logout');
  const headers = new Headers();
  for (const cookie of answer.setCookie) headers.append('Set-Cookie', cookie);
  const id = parsePropertyId(params.id);
  return redirect(id ? `${loginPath(id)}?left=1` : '/welcome', { headers });
}

/** Leaving is a POST; a visit here just goes back to the page. */
export function loader({ params }: Route.LoaderArgs) {
  const id = parsePropertyId(params.id);
  return redirect(id ? welcomePath(id) : '/welcome');
}
