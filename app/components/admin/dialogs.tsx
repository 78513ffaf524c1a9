import type { ReactNode } from 'react';
import { Modal } from '../ui/modal.tsx';

/** A message to show in a modal: the outcome of a save or delete. */
export interface Notice {
  title: 'Success' | 'Error' | (string & {});
  message: ReactNode;
  /** Runs when the modal closes (e.g. back to the list). */
  onClose?: () => void;
}

/** Shows a notice in the shared modal, with an OK button. */
export function NoticeDialog({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const close = () => {
    onDismiss();
    notice?.onClose?.();
  };
  return (
    <Modal open={notice !== null} title={notice?.title ?? ''} onClose={close}>
      <div className="space-y-2 text-slate-800">{notice?.message}</div>
      <div className="mt-6 flex justify-end">
        <button type="button" className="btn-dark" onClick={close}>
          OK
        </button>
      </div>
    </Modal>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown instead of the buttons while the action runs, e.g. "Deleting property...". */
  pendingText: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; Cancel is the safe default. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, pendingText, pending, onConfirm, onCancel } = props;
  return (
    <Modal open={open} title={title} onClose={() => (pending ? undefined : onCancel())}>
      <div className="text-slate-800">{children}</div>
      {pending ? (
        <p role="status" className="mt-6 flex items-center gap-3 font-semibold text-brand-900">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-900"
          />
          {pendingText}
        </p>
      ) : (
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn-danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      )}
    </Modal>
  );
}
