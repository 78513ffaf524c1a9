import type { MessageKind, MessageStatus } from '#common/guest-messages.ts';

/** The names staff see for the guest mails (issue 25). */
export const messageKindLabels: Record<MessageKind, string> = {
  guide: 'Guide',
  arrival: 'Check-in day note',
  checkout: 'Checkout reminder',
  after: 'Thank-you',
};

export const messageStatusStyles: Record<MessageStatus, string> = {
  scheduled: 'bg-sky-100 text-sky-900',
  sending: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
};
