import { addDays } from '#common/site-dates.ts';
import { monthOf, monthWeeks, shiftMonth } from '../../../lib/listings/availability-calendar.ts';

/** The day a key moves the focus to from `date`, or null for other keys. */
export function keyTarget(key: string, date: string): string | null {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekday);
    case 'End':
      return addDays(date, 6 - weekday);
    case 'PageUp':
      return sameDayIn(date, -1);
    case 'PageDown':
      return sameDayIn(date, 1);
    default:
      return null;
  }
}

/** The same day of the month `count` months away (the month's last day when it has fewer days). */
function sameDayIn(date: string, count: number): string {
  const target = shiftMonth(monthOf(date), count);
  const day = Number(date.slice(8));
  const weeks = monthWeeks(target)
    .flat()
    .filter((d) => d !== null);
  return weeks[Math.min(day, weeks.length) - 1] as string;
}
