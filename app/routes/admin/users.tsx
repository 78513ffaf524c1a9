import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { AddUserForm } from '~/components/admin/add-user-form.tsx';
import { dangerOutlineButton } from '~/components/admin/button-styles.ts';
import { ConfirmDialog, type Notice, NoticeDialog } from '~/components/admin/dialogs.tsx';
import { UserProfileForm } from '~/components/admin/user-profile-form.tsx';
import { useAdminUser } from '~/lib/admin/admin-user.ts';
import { adminMeta } from '~/lib/admin/page-titles.ts';
import { useApiData } from '~/lib/admin/use-api-data.ts';
import { ApiError, api } from '~/lib/api.ts';
import type { User } from '../../../common/auth.ts';
import { messages } from '../../../common/messages.ts';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = () => adminMeta('User Management');

/** What a refused deletion says (SPEC.md section 8), with the server's reason when it adds something. */
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

export default function UserManager() {
  const me = useAdminUser();
  const revalidator = useRevalidator();
  const [users, reload] = useApiData<User[]>('/users');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [deleting, setDeleting] = useState(false);

  function done(result: Notice, changed: boolean) {
    setNotice(result);
    if (changed) {
      reload();
      void revalidator.revalidate();
    }
  }

  async function deleteUser(user: User) {
    setDeleting(true);
    try {
      await api(`/users/${user.id}`, { method: 'DELETE' });
      setNotice({ title: 'Success', message: messages.userDeleted });
    } catch (error) {
      setNotice(deleteFailure(error));
    } finally {
      setDeleting(false);
      setToDelete(null);
      reload();
    }
  }

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card p-5 sm:p-7">
          <UserProfileForm key={me.name} user={me} onDone={done} />
        </section>
        <section className="card p-5 sm:p-7">
          <AddUserForm onDone={done} />
        </section>
      </div>

      <section className="card mt-6 p-5 sm:p-7" aria-labelledby="users-title">
        <h2 id="users-title" className="text-xl font-semibold">
          All users
        </h2>
        {users.status === 'loading' ? (
          <p role="status" className="mt-4 text-slate-700">
            Loading users...
          </p>
        ) : users.status === 'error' ? (
          <p role="alert" className="mt-4 font-medium text-red-800">
            Error fetching users: {users.error.message}
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {users.data.map((user) => (
              <li key={user.id} className="flex items-center justify-between gap-3 py-3">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate font-semibold text-brand-900">{user.name}</span>
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
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this user?"
        confirmLabel="Delete user"
        pendingText="Deleting user..."
        pending={deleting}
        onConfirm={() => toDelete && void deleteUser(toDelete)}
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
