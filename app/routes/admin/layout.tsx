import { Link, Outlet, redirect, useLocation } from 'react-router';
import { twoFactorSetupPath } from '#common/two-factor.ts';
import { AdminShell } from '../../components/admin/admin-shell.tsx';
import { SessionExpiryProvider } from '../../components/admin/session-expiry-provider.tsx';
import { loginPathFor } from '../../lib/admin/redirect-target.ts';
import { screenAllows } from '../../lib/admin/screen-roles.ts';
import type { Route } from './+types/layout';

/** Every /admin page needs a signed-in admin; anyone else goes to /login and comes back afterwards. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.auth.adminUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(`${url.pathname}${url.search}`));
  }
  // the site requires admins to use two-factor sign-in (ADR 0043): the profile, where it is turned on, first
  if (new URL(request.url).pathname !== '/admin/users' && (await context.auth.mustEnrolTwoFactor(user)))
    throw redirect(twoFactorSetupPath);
  return { user };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const { pathname } = useLocation();
  return (
    <SessionExpiryProvider userName={user.name}>
      <AdminShell userName={user.name} role={user.role}>
        {screenAllows(pathname, user.role) ? <Outlet /> : <NotForYourRole />}
      </AdminShell>
    </SessionExpiryProvider>
  );
}

/** A direct link to a screen the role may not use: said plainly, with a way back (issue 42, item 8). */
function NotForYourRole() {
  return (
    <div className="card max-w-xl p-6">
      <h2 className="text-2xl font-semibold">Not available for your role</h2>
      <p className="mt-2 text-slate-700">This screen is not available for your role.</p>
      <Link to="/admin" className="btn-dark mt-4">
        Back to Dashboard
      </Link>
    </div>
  );
}
