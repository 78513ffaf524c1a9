import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Modal } from '../ui/modal.tsx';

/**
 * Asks before leaving a form with unsaved changes: for links inside the site (a dialog) and for closing
 * or reloading the tab (the browser's own question).
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <Modal open={blocker.state === 'blocked'} title="Leave without saving?" onClose={() => blocker.reset?.()}>
      <p className="text-slate-800">
        You have changes that are not saved yet. If you leave this page now, they are lost.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-outline" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </button>
        <button type="button" className="btn-dark" onClick={() => blocker.reset?.()}>
          Stay on this page
        </button>
      </div>
    </Modal>
  );
}
