import { data, redirect } from 'react-router';
import { privateHeaders } from '../../lib/seo/private-headers.ts';
import { loginPath, parsePropertyId, welcomePath } from '../../lib/welcome/property-id.ts';
import type { Route } from './+types/stay-link';

/**
 * A stay's personal link, `/welcome/{id}/s/{token}`: signs the guest in for that stay (HttpOnly cookie) and
 * goes to the welcome page, so the guest never types anything; an ended or revoked link goes to the login
 * page, which says why. An address that has opened too many dead links is answered 429 (token guessing).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parsePropertyId(params.id);
  if (!id) throw redirect('/welcome', { headers: privateHeaders });
  const outcome = await context.guest.openStay(id, params.token);
  if (outcome.ok) throw redirect(welcomePath(id), { headers: privateHeaders });
  if ('status' in outcome) {
    const headers = { ...privateHeaders, 'Retry-After': String(outcome.retryAfterSeconds) };
    throw data({ message: outcome.message }, { status: outcome.status, headers });
  }
  throw redirect(`${loginPath(id)}?stay=${outcome.end}`, { headers: privateHeaders });
}
