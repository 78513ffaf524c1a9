import { msg } from '#common/i18n/message.ts';
import { useTexts } from '../../../lib/site/language.tsx';

/** What the marks on the days mean, in words, a sample day beside each. */
const legend = [
  ['day-booked', msg('Booked')],
  ['day-no-check-in', msg('No check-in')],
  ['day-no-check-out', msg('No check-out')],
  ['day-past', msg('Past')],
] as const;

export function CalendarLegend() {
  const { t } = useTexts();
  return (
    <ul
      className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-700"
      data-testid="calendar-legend"
    >
      {legend.map(([mark, words]) => {
        return (
          <li key={mark} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={`inline-flex size-7 items-center justify-center rounded-md text-xs ${mark}`}
            >
              12
            </span>
            {t(words)}
          </li>
        );
      })}
    </ul>
  );
}
