import type { StayListItem } from '#common/stay.ts';

const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  // a leading = + - @ would run as a formula in a spreadsheet
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const dollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);

/** The bookings as CSV (one row each): what the Bookings screen shows, amounts in dollars. */
export function bookingsCsv(stays: readonly StayListItem[]): string {
  const header = [
    'Home',
    'Guest',
    'Email',
    'Phone',
    'Guests',
    'Arrival',
    'Departure',
    'Status',
    'Total',
    'Paid',
    'Balance',
  ];
  const rows = stays.map((s) =>
    [
      s.property_name,
      s.guest_name,
      s.guest_email,
      s.guest_phone,
      s.guests,
      s.arrival,
      s.departure,
      s.status,
      dollars(s.total_cents),
      dollars(s.paid_cents),
      dollars(s.balance_cents),
    ]
      .map(cell)
      .join(','),
  );
  return `${[header.join(','), ...rows].join('\r\n')}\r\n`;
}
