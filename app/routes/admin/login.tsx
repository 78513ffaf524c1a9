import { Link, redirect, useNavigate, useSearchParams } from 'react-router';
import { passwordChangePath } from '#common/auth.ts';
import { twoFactorSetupPath } from '#common/two-factor.ts';
import { LoginForm } from '../../components/admin/login-form.tsx';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { adminRedirectTarget } from '../../lib/admin/redirect-target.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => adminMeta('Login');

/** A signed-in user has nothing to do here: straight on to the back office (or the page asked for). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await context.auth.adminUser()) {
    throw redirect(adminRedirectTarget(new URL(request.url).searchParams.get('redirectTo')));
  }
  return null;
}

export default function AdminLogin() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = adminRedirectTarget(searchParams.get('redirectTo'));

  return (
    <main className="flex min-h-dvh items-center justify-center bg-brand-900 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="card p-6 sm:p-10">
          <p className="text-sm font-semibold tracking-widest text-alpenglow-700 uppercase">Staff only</p>
          <h1 className="mt-1 text-3xl font-semibold">Backoffice</h1>
          <p className="mt-2 mb-6 text-slate-700">Log in to manage properties, welcome pages and users.</p>
          <LoginForm
            onSuccess={(user) =>
              // a password below today's rule, or a site that requires 2FA of admins (issue 39): the profile first
              navigate(
                user.two_factor_setup_required
                  ? twoFactorSetupPath
                  : user.password_change_required
                    ? passwordChangePath
                    : target,
                { replace: true },
              )
            }
          />
        </div>
        <p className="mt-6 text-center">
          <Link to="/" className="text-white underline underline-offset-4 hover:text-brand-100">
            Back to Website
          </Link>
        </p>
      </div>
    </main>
  );
}
