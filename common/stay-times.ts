/**
 * A stay's check-in and checkout times (issue 43, item 2): its own once an early check-in or late checkout
 * is approved, else its home's. The one rule every reader goes through: the guide, Today, the mails and the
 * clean task.
 */
export const stayTime = (own: string | null | undefined, home: string | null | undefined): string =>
  own || home || '';

export type TimeRequestKind = 'early_check_in' | 'late_checkout';

export const isTimeRequest = (kind: string): kind is TimeRequestKind =>
  kind === 'early_check_in' || kind === 'late_checkout';
