import { useState } from 'react';
import type { CalendarBlock, CalendarBlocks } from '#common/calendar.ts';
import { addDays } from '#common/site-dates.ts';
import type { Stay } from '#common/stay.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { removeTextButton } from '../button-styles.ts';
import { BlockForm } from './block-form.tsx';
import type { CalendarWrites } from './calendar-writes.ts';
import { MonthGrid, shortDate, utc } from './month-grid.tsx';

/** Months shown: this one and the next five. */
const monthsShown = 6;

/**
 * Six months of booked nights, the live stays' apart from the blocks: pick free nights on the grid (or type
 * them) to block them; the list of blocks.
 */
export function BlocksSection({
  propertyId,
  booked,
  stays,
  writes,
}: {
  propertyId: number;
  booked: CalendarBlocks;
  /** the property's live stays */
  stays: readonly Stay[];
  writes: CalendarWrites;
}) {
  const { from, blocks } = booked;
  const months = Array.from({ length: monthsShown }, (_, i) => {
    const first = utc(`${from.slice(0, 7)}-01`);
    first.setUTCMonth(first.getUTCMonth() + i);
    return first.toISOString().slice(0, 7);
  });
  const lastShown = `${months.at(-1)}-31`;
  const listed = blocks.filter((b) => b.start <= lastShown);
  // The nights picked on the grid (a click, a second click or a drag); the form below holds them.
  const [range, setRange] = useState({ start: '', end: '' });
  const [dragFrom, setDragFrom] = useState<string | null>(null);
  const pick = (day: string, phase: 'down' | 'over' | 'up') => {
    if (phase === 'down') {
      // a second click after the first night extends the range; any other click starts a new one
      const extending = range.start && day > range.start && range.end === addDays(range.start, 1);
      setRange(
        extending ? { start: range.start, end: addDays(day, 1) } : { start: day, end: addDays(day, 1) },
      );
      setDragFrom(extending ? null : day);
    } else if (dragFrom) {
      const [a, b] = day < dragFrom ? [day, dragFrom] : [dragFrom, day];
      setRange({ start: a, end: addDays(b, 1) });
      if (phase === 'up') setDragFrom(null);
    }
  };
  return (
    <section className="card p-4 sm:p-6" aria-labelledby="blocks-heading">
      <h3 id="blocks-heading" className="text-xl font-semibold">
        Booked nights
      </h3>
      <p className="mt-1 text-slate-700">
        <span className="mr-3 inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-4 rounded-sm bg-brand-700" /> Imported from a
          channel
        </span>
        <span className="mr-3 inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-4 rounded-sm bg-alpenglow-700" /> Blocked by
          staff
        </span>
        <span className="mr-3 inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-4 rounded-sm bg-emerald-700" /> Taken by a
          stay
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-4 rounded-sm bg-red-600" /> Stay and block
          (double-booked)
        </span>
      </p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {months.map((month) => (
          <MonthGrid
            key={month}
            month={month}
            blocks={blocks}
            stays={stays}
            today={from}
            picked={range}
            onPick={pick}
          />
        ))}
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Click a free night (or drag across nights) to block it; click a later night to extend.
      </p>
      <BlockForm
        propertyId={propertyId}
        writes={writes}
        from={from}
        range={range}
        setRange={setRange}
        stays={stays}
      />

      <h4 className="mt-6 text-lg font-semibold">Blocks</h4>
      {listed.length === 0 ? (
        <p className="mt-2">Nothing booked in these months.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200" aria-label="Blocks">
          {listed.map((block) => (
            <li
              key={block.id}
              id={`block-${block.id}`}
              className="flex scroll-mt-4 flex-wrap items-center justify-between gap-2 py-2 target:rounded target:bg-amber-50 target:ring-2 target:ring-amber-400"
            >
              <div>
                <p>
                  <span className="font-semibold">
                    {shortDate.format(utc(block.start))} – {shortDate.format(utc(block.end))}
                  </span>{' '}
                  <span className="text-sm text-slate-700">
                    ({nightCount(block)} {nightCount(block) === 1 ? 'night' : 'nights'})
                  </span>
                </p>
                <p className="text-sm text-slate-700">
                  {block.source === 'feed' ? `Imported: ${block.feed_label ?? 'feed'}` : 'Blocked by staff'}
                  {block.note ? ` · ${block.note}` : ''}
                </p>
              </div>
              {block.source === 'manual' ? (
                <button
                  type="button"
                  className={removeTextButton}
                  aria-label={`Remove block ${block.start} to ${block.end}`}
                  onClick={() =>
                    void writes.run('remove-block', () =>
                      apiAnswer(
                        client.DELETE('/api/v1/properties/{id}/calendar/blocks/{blockId}', {
                          params: { path: { id: propertyId, blockId: block.id } },
                        }),
                      ),
                    )
                  }
                >
                  Remove
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function nightCount(block: CalendarBlock): number {
  return Math.round((utc(block.end).getTime() - utc(block.start).getTime()) / 86_400_000);
}
