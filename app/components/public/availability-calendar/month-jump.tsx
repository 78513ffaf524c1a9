import { formatMonth } from '../../../lib/format/plain-format.ts';
import { shiftMonth } from '../../../lib/listings/availability-calendar.ts';
import { useTexts } from '../../../lib/site/language.tsx';

/**
 * A select of the months the calendar can show, to jump to one (issue 40). A GET form whose other fields
 * are those of the month links (the stay), so that without JavaScript "Show" opens the page on that month;
 * with JavaScript the calendar turns in place.
 */
export function MonthJump({
  month,
  firstMonth,
  lastMonth,
  monthHref,
  onMonthChange,
}: {
  month: string;
  firstMonth: string;
  lastMonth: string;
  monthHref: (month: string) => string;
  onMonthChange: (month: string) => void;
}) {
  const { t, lang } = useTexts();
  const link = new URL(monthHref(month), 'http://page');
  const months: string[] = [];
  for (let m = firstMonth; m <= lastMonth; m = shiftMonth(m, 1)) months.push(m);
  return (
    <form method="get" action={link.pathname + link.hash} onSubmit={(event) => event.preventDefault()}>
      {[...link.searchParams]
        .filter(([key]) => key !== 'month')
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
      <label htmlFor="calendar-month" className="sr-only">
        {t('Jump to a month')}
      </label>
      <select
        id="calendar-month"
        name="month"
        value={month}
        onChange={(event) => onMonthChange(event.target.value)}
        className="field-input min-h-11 w-auto py-2 pr-8 font-semibold text-brand-900"
      >
        {months.map((m) => (
          <option key={m} value={m}>
            {formatMonth(m, lang)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn-outline ml-2 min-h-11 px-4">
          {t('Show month')}
        </button>
      </noscript>
    </form>
  );
}
