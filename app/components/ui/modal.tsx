import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTexts } from '../../lib/site/language.tsx';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** Wider content such as an image. */
  size?: 'small' | 'large';
  /**
   * The title's id, for a modal inside a part hydrated as its own root (hydrate-when-near.tsx), whose
   * `useId` cannot give the ids the server gave; by default one of `useId`.
   */
  titleId?: string;
}

/**
 * The shared modal dialog (docs/spec.md section 2): centred, with a title and content, closed by a click on
 * the overlay, the close button or Escape. Built on <dialog> so focus stays inside and returns on close.
 */
export function Modal({ open, title, onClose, children, size = 'small', titleId: givenId }: ModalProps) {
  const { t } = useTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const ownId = useId();
  const titleId = givenId ?? ownId;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it through onCancel; the click is the backdrop's
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`modal m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-brand-900/70 ${
        size === 'large' ? 'max-w-4xl' : 'max-w-md'
      }`}
    >
      {open ? (
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="font-display text-2xl font-semibold text-brand-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-m-2 rounded-full p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              aria-label={t('Close')}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="24"
                height="24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
