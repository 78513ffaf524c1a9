import { useEffect, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { AddUserForm } from '#app/components/admin/add-user-form.tsx';
import { dangerOutlineButton } from '#app/components/admin/button-styles.ts';
import { ConfirmDialog, type Notice, NoticeDialog } from '#app/components/admin/dialogs.tsx';
import { LoadState } from '#app/components/admin/load-state.tsx';
import { UserProfileForm } from '#app/components/admin/user-profile-form.tsx';
import { useAdminUser } from '#app/lib/admin/admin-user.ts';
import { type ApiData, loadApiData, loading, runApiAction } from '#app/lib/admin/api-data.ts';
import { adminMeta } from '#app/lib/admin/page-titles.ts';
import { roleLabels } from '#app/lib/admin/roles.ts';
import { ApiError, api } from '#app/lib/api.ts';
import type { User } from '#common/auth.ts';
import { messages } from '#common/messages.ts';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = () => adminMeta('User Management');

/** What a refused deletion says (docs/spec.md section 8), with the server's reason when it adds something. */
function deleteFailure(error: unknown): Notice {
  const status = error instanceof ApiError ? error.status : 0;
  const headline =
    status === 401 || status === 403 ? messages.notAuthorizedToDeleteUser : 'Failed to delete user';
  const reason = (error as Error).message;
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
  const users = await loadApiData<User[]>('/users', request);
  // a manager or housekeeping account manages only its own profile here: no list to show
  if (users.status === 'error' && users.error.status === 403) return { users: null };
  return { users };
}
clientLoader.hydrate = true as const;

/** Deleting a user; the list's loader (and the layout's, in case it was oneself) run again afterwards. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const id = Number((await request.formData()).get('id'));
  return runApiAction(() => api(`/users/${id}`, { method: 'DELETE' }));
}

export function HydrateFallback() {
  return <UserManagerView users={loading} />;
}

export default function UserManager({ loaderData }: Route.ComponentProps) {
  return <UserManagerView users={loaderData.users} />;
}

function UserManagerView({ users }: { users: ApiData<User[]> | null }) {
  const me = useAdminUser();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const deletion = useFetcher<typeof clientAction>();

  useEffect(() => {
    const result = deletion.data;
    if (!result) return;
    setToDelete(null);
    setNotice(result.ok ? { title: 'Success', message: messages.userDeleted } : deleteFailure(result.error));
  }, [deletion.data]);

  /** The profile and add-user forms report here; a change reads the users (and the signed-in name) again. */
  function done(result: Notice, changed: boolean) {
    setNotice(result);
    if (changed) void revalidator.revalidate();
  }

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card p-5 sm:p-7">
          <UserProfileForm key={me.name} user={me} onDone={done} />
        </section>
        {users ? (
          <section className="card p-5 sm:p-7">
            <AddUserForm onDone={done} />
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
        pending={deletion.state !== 'idle'}
        onConfirm={() => toDelete && void deletion.submit({ id: toDelete.id }, { method: 'post' })}
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
