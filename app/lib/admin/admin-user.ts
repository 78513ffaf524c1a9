import { useRouteLoaderData } from 'react-router';
import type { User } from '#common/auth.ts';

/** The signed-in admin, as the admin layout's loader found it. */
export function useAdminUser(): User {
  const data = useRouteLoaderData<{ user: User }>('routes/admin/layout');
  if (!data) throw new Error('useAdminUser is only available inside the admin layout');
  return data.user;
}
