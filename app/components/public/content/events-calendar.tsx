import { useState } from 'react';
import { msg } from '#common/i18n/message.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { ExternalIcon } from '../site/icons.tsx';

type CalendarView = 'MONTH' | 'AGENDA';

export const calendarEmbedUrl = (calendarId: string, view: CalendarView) =>
  `https://calendar.google.com/calendar/embed?src=${encodeURIComponent(calendarId)}&ctz=America%2FVancouver&mode=${view}&showPrint=0&showTabs=0&showCalendars=0`;

const yearlyEvents = [
  {
    when: msg('Early December'),
    what: msg('Opening day at Revelstoke Mountain Resort, usually with a party at the base'),
  },
  {
    when: msg('February'),
    what: msg('Winter carnival weekends: snow sculptures, family skate nights and torchlight runs'),
  },
  {
    when: msg('May to October'),
    what: msg('Saturday farmers’ market in Grizzly Plaza: bread, berries, crafts and coffee'),
  },
  {
    when: msg('July and August'),
    what: msg('Summer Street Fest: free live music in Grizzly Plaza most evenings'),
  },
  { when: msg('September'), what: msg('Harvest and trail-running weekends, with golden larches up high') },
];

/**
 * The events calendar with month and agenda views when a calendar id is configured; otherwise a short
 * list of the town's yearly highlights (the site works without any third party).
 */
export function EventsCalendar({ calendarId }: { calendarId?: string }) {
  const { t } = useTexts();
  const [view, setView] = useState<CalendarView>('MONTH');

  if (!calendarId) {
    return (
      <div className="card p-6 sm:p-8" data-testid="events-list">
        <h3 className="text-2xl font-semibold">{t('The year in Revelstoke')}</h3>
        <ul className="mt-5 grid gap-4">
          {yearlyEvents.map((event) => (
            <li key={event.when} className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-6">
              <span className="font-semibold text-alpenglow-700">{t(event.when)}</span>
              <span className="text-slate-700">{t(event.what)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-700">
          {t('Exact dates change every year:')}{' '}
          <a
            href="https://seerevelstoke.com"
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-900 underline underline-offset-4"
          >
            {t('see what is on this week')} <ExternalIcon size={14} />
            <span className="sr-only">{t('(opens in a new tab)')}</span>
          </a>
          {t(', or ask us when you book.')}
        </p>
      </div>
    );
  }

  const tab = (value: CalendarView, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={`min-h-11 rounded-full px-5 text-sm font-semibold ${
        view === value ? 'bg-brand-900 text-white' : 'text-brand-900 hover:bg-brand-100'
      }`}
    >
      {label}
    </button>
  );

  return (
    <div className="card p-4 sm:p-6">
      <fieldset className="inline-flex gap-1 rounded-full border-0 bg-brand-50 p-1">
        <legend className="sr-only">{t('Calendar view')}</legend>
        {tab('MONTH', t('Month'))}
        {tab('AGENDA', t('Agenda'))}
      </fieldset>
      <iframe
        title={view === 'MONTH' ? t('Events calendar, month view') : t('Events calendar, agenda view')}
        src={calendarEmbedUrl(calendarId, view)}
        height={600}
        width="100%"
        loading="lazy"
        className="mt-4 block w-full rounded-xl border-0 bg-white"
        data-testid="events-calendar"
      />
    </div>
  );
}
