import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { isSessionExpired, SessionExpiryContext } from '../../lib/admin/session-expiry.ts';
import { Modal } from '../ui/modal.tsx';
import { LoginForm } from './login-form.tsx';

/**
 * Catches an expired session anywhere in the back office: instead of leaving the page (and losing a
 * half-filled form) it asks for the password in a dialog, then lets the user save again.
 */
export function SessionExpiryProvider({ userName, children }: { userName: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const revalidator = useRevalidator();

  const reportIfExpired = useCallback((error: unknown) => {
    if (!isSessionExpired(error)) return false;
    setOpen(true);
    return true;
  }, []);
  const value = useMemo(() => ({ generation, reportIfExpired }), [generation, reportIfExpired]);

  return (
    <SessionExpiryContext.Provider value={value}>
      {children}
      <Modal open={open} title="Please log in again" onClose={() => setOpen(false)}>
        <p className="mb-5 text-slate-700">
          Your session has expired, so nothing was saved. Log in again here: everything you typed stays on the
          page, and you can then save again.
        </p>
        <LoginForm
          defaultName={userName}
          submitLabel="Log in again"
          onSuccess={(user) => {
            setOpen(false);
            setGeneration((g) => g + 1);
            // only when someone else logged in: a revalidation would also reset an open leave-page prompt
            if (user.name !== userName) void revalidator.revalidate();
          }}
        />
      </Modal>
    </SessionExpiryContext.Provider>
  );
}
