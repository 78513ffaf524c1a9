import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { passwordHint, type User } from '#common/auth.ts';
import { messages } from '#common/messages.ts';
import type { TwoFactorStatus } from '#common/two-factor.ts';
import { AddUserForm } from '../../components/admin/add-user-form.tsx';
import { dangerOutlineButton } from '../../components/admin/button-styles.ts';
import { ConfirmDialog, type Notice, NoticeDialog } from '../../components/admin/dialogs.tsx';
import { LoadState } from '../../components/admin/load-state.tsx';
import { TwoFactorSection } from '../../components/admin/two-factor/two-factor-section.tsx';
import { UserProfileForm } from '../../components/admin/user-profile-form.tsx';
import { useAdminUser } from '../../lib/admin/admin-user.ts';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { roleLabels } from '../../lib/admin/roles.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import type { ApiError } from '../../lib/api.ts';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = () => adminMeta('User Management');

/** What a refused deletion says (docs/spec.md section 8), with the server's reason when it adds something. */
function deleteFailure(error: ApiError): Notice {
  const headline =
    error.status === 401 || error.status === 403
      ? messages.notAuthorizedToDeleteUser
      : 'Failed to delete user';
  const reason = error.message;
  return {
    title: 'Error',
    message: (
      <>
        <p className="font-semibold">{headline}</p>
        {reason && reason !== headline ? <p>{reason}</p> : null}
      </>
    ),
  };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [users, twoFactor] = await Promise.all([
    loadApiData((signal) => apiAnswer(client.GET('/api/v1/users', { signal })), request),
    loadApiData((signal) => apiAnswer(client.GET('/api/v1/users/me/two-factor', { signal })), request),
  ]);
  // a manager or housekeeping account manages only its own profile here: no list to show (and an admin
  // the site requires to enrol in two-factor sign-in gets 403 until they have)
  if (users.status === 'error' && users.error.status === 403) return { users: null, twoFactor };
  return { users, twoFactor };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <UserManagerView users={loading} twoFactor={loading} />;
}

export default function UserManager({ loaderData }: Route.ComponentProps) {
  return <UserManagerView users={loaderData.users} twoFactor={loaderData.twoFactor} />;
}

function UserManagerView({
  users,
  twoFactor,
}: {
  users: ApiData<User[]> | null;
  twoFactor: ApiData<TwoFactorStatus>;
}) {
  const me = useAdminUser();
  const [searchParams] = useSearchParams();
  const changePassword = searchParams.get('password') === 'change';
  const setUpTwoFactor = searchParams.get('two-factor') === 'setup';
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const deletion = useApiWrite();

  /** Deletes a user; the list's loader (and the layout's, in case it was oneself) run again afterwards. */
  async function remove(user: User) {
    const result = await deletion.run('delete', () =>
      apiAnswer(client.DELETE('/api/v1/users/{id}', { params: { path: { id: user.id } } })),
    );
    setToDelete(null);
    // an expired session is a 401: the spec's "not authorised" notice stays beside the log-in prompt
    setNotice(result.ok ? { title: 'Success', message: messages.userDeleted } : deleteFailure(result.error));
  }

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card p-5 sm:p-7">
          {changePassword ? (
            <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-amber-900">
              Your password no longer meets the rule for staff passwords: {passwordHint} Please choose a new
              one below.
            </p>
          ) : null}
          <UserProfileForm key={me.name} user={me} onDone={setNotice} />
        </section>
        <section className="card p-5 sm:p-7">
          {setUpTwoFactor && twoFactor.status === 'ready' && !twoFactor.data.enabled ? (
            <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-amber-900">
              This site requires admins to use two-factor sign-in. Turn it on below to use the back office.
            </p>
          ) : null}
          <LoadState
            state={twoFactor}
            frame="inline"
            loadingText="Loading two-factor sign-in..."
            errorText={(message) => `Error loading two-factor sign-in: ${message}`}
          >
            {(status) => <TwoFactorSection status={status} />}
          </LoadState>
        </section>
        {users ? (
          <section className="card p-5 sm:p-7">
            <AddUserForm onDone={setNotice} />
          </section>
        ) : null}
      </div>

      {users ? (
        <section className="card mt-6 p-5 sm:p-7" aria-labelledby="users-title">
          <h2 id="users-title" className="text-xl font-semibold">
            All users
          </h2>
          <LoadState
            state={users}
            frame="inline"
            loadingText="Loading users..."
            errorText={(message) => `Error fetching users: ${message}`}
          >
            {(list) => (
              <ul className="mt-4 divide-y divide-slate-200">
                {list.map((user) => (
                  <li key={user.id} className="flex items-center justify-between gap-3 py-3">
                    <span className="flex min-w-0 items-center gap-2">
                      <span className="truncate font-semibold text-brand-900">{user.name}</span>
                      <span className="text-sm text-slate-700">{roleLabels[user.role]}</span>
                      {user.id === me.id ? (
                        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                          You
                        </span>
                      ) : null}
                    </span>
                    <button
                      type="button"
                      onClick={() => setToDelete(user)}
                      className={`${dangerOutlineButton} shrink-0`}
                    >
                      Delete<span className="sr-only"> {user.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </LoadState>
        </section>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this user?"
        confirmLabel="Delete user"
        pendingText="Deleting user..."
        pending={deletion.busy !== null}
        onConfirm={() => toDelete && void remove(toDelete)}
        onCancel={() => setToDelete(null)}
      >
        <p>
          <strong>{toDelete?.name}</strong> will no longer be able to log in to the back office.
        </p>
      </ConfirmDialog>
      <NoticeDialog notice={notice} onDismiss={() => setNotice(null)} />
    </>
  );
}
