import type { PaymentMethod } from '#common/booking.ts';
import { formatCents } from '#common/money.ts';

/** How the back office names each way a payment came (issue 41). */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  'e-transfer': 'e-Transfer',
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  channel: 'Channel',
  other: 'Other',
};

/** An amount of a stay, or a dash where none was entered (a channel's booking without a total). */
export const centsOrDash = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '—' : formatCents(cents);
