import { Outlet, redirect } from 'react-router';
import { twoFactorSetupPath } from '#common/two-factor.ts';
import { AdminShell } from '../../components/admin/admin-shell.tsx';
import { SessionExpiryProvider } from '../../components/admin/session-expiry-provider.tsx';
import { loginPathFor } from '../../lib/admin/redirect-target.ts';
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
  return (
    <SessionExpiryProvider userName={user.name}>
      <AdminShell userName={user.name} role={user.role}>
        <Outlet />
      </AdminShell>
    </SessionExpiryProvider>
  );
}
