import type { CalendarBlock } from '#common/calendar.ts';
import type { Stay } from '#common/stay.ts';
import { monthWeeks } from '../../../lib/listings/availability-calendar.ts';

const monthName = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeZone: 'UTC' });
export const shortDate = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' });
export const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * One month as a table of nights; a booked night says how (imported, by staff, or a stay, with its guest) in
 * its text, not colour alone. A stay's night with a staff block too is a double booking, in the alert colour.
 */
export function MonthGrid({
  month,
  blocks,
  stays,
  today,
  picked,
  onPick,
}: {
  month: string;
  blocks: CalendarBlock[];
  /** live stays: each takes its nights [arrival, departure) */
  stays: readonly Pick<Stay, 'id' | 'guest_name' | 'arrival' | 'departure'>[];
  today: string;
  picked: { start: string; end: string };
  onPick: (day: string, phase: 'down' | 'over' | 'up') => void;
}) {
  const first = utc(`${month}-01`);
  // padding cells keep a key of their own: pad-<week>-<column>
  const weeks = monthWeeks(month, 'monday').map((week, w) =>
    week.map((day, column) => ({ key: day ?? `pad-${w}-${column}`, day })),
  );
  return (
    <table className="w-full table-fixed border-collapse text-center text-sm">
      <caption className="mb-1 text-left font-semibold">{monthName.format(first)}</caption>
      <thead>
        <tr>
          {['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => (
            <th key={d} scope="col" className="py-1 font-normal text-slate-700">
              <abbr title={d}>{d.slice(0, 2)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.key}>
            {week.map(({ key, day }) => {
              if (!day) return <td key={key} />;
              const manual = blocks.some((b) => b.source === 'manual' && b.start <= day && day < b.end);
              const imported = blocks.some((b) => b.source === 'feed' && b.start <= day && day < b.end);
              const guests = stays
                .filter((s) => s.arrival <= day && day < s.departure)
                .map((s) => s.guest_name);
              const stayText = guests.length > 0 ? `${guests.join(' and ')}'s stay` : '';
              const double = (manual && guests.length > 0) || guests.length > 1;
              const state = double
                ? `double-booked: ${[stayText, manual ? 'blocked by staff' : ''].filter(Boolean).join(', ')}`
                : guests.length > 0
                  ? `taken by ${stayText}${imported ? ' (channel too)' : ''}`
                  : manual && imported
                    ? 'booked (channel and staff)'
                    : manual
                      ? 'blocked by staff'
                      : imported
                        ? 'booked (channel)'
                        : 'free';
              const colour = double
                ? 'bg-red-600 text-white ring-2 ring-red-900 ring-inset'
                : guests.length > 0
                  ? 'bg-emerald-700 text-white'
                  : manual
                    ? 'bg-alpenglow-700 text-white'
                    : imported
                      ? 'bg-brand-700 text-white'
                      : day < today
                        ? 'text-slate-500'
                        : '';
              const inRange = picked.start !== '' && picked.start <= day && day < picked.end;
              const cell = `flex h-8 w-full items-center justify-center rounded ${inRange ? 'bg-amber-300 text-black' : colour} ${manual && imported && !double ? 'ring-2 ring-brand-900' : ''}`;
              const label = (
                <>
                  <span aria-hidden="true">{Number(day.slice(8))}</span>
                  <span className="sr-only">
                    {dayName.format(utc(day))}: {inRange ? 'picked' : state}
                  </span>
                </>
              );
              return (
                <td key={day} className="p-0.5">
                  {state === 'free' && day >= today ? (
                    <button
                      type="button"
                      data-day={day}
                      className={`${cell} touch-none hover:bg-amber-100`}
                      onPointerDown={() => onPick(day, 'down')}
                      onPointerEnter={(e) => e.buttons === 1 && onPick(day, 'over')}
                      onPointerUp={() => onPick(day, 'up')}
                      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onPick(day, 'down')}
                    >
                      {label}
                    </button>
                  ) : (
                    <span
                      className={cell}
                      data-stay-night={guests.length > 0 ? day : undefined}
                      title={stayText || undefined}
                    >
                      {label}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
