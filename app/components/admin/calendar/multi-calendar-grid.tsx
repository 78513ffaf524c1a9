import { Link } from 'react-router';
import { addDays } from '#common/site-dates.ts';
import { nightsTaken, type Occupant } from '../../../lib/admin/occupancy.ts';
import { formatStayDate } from '../../../lib/welcome/format.ts';

export interface HomeRow {
  id: number;
  name: string;
  occupants: Occupant[];
}

const kindStyle: Record<Occupant['kind'], string> = {
  stay: 'bg-emerald-700 text-white',
  reservation: 'bg-brand-700 text-white',
  block: 'bg-alpenglow-700 text-white',
};
const kindName: Record<Occupant['kind'], string> = {
  stay: 'stay',
  reservation: 'channel reservation',
  block: 'blocked',
};

/** Where a click on a stay, a channel reservation or a block takes staff: its own screen. */
export function hrefOf(o: Occupant, propertyId: number): string {
  const [, id] = /^[a-z]+-(\d+)/.exec(o.id) ?? [];
  if (o.kind === 'stay') return `/admin/propertymanager/edit/${propertyId}/guests#stay-${id}`;
  if (o.kind === 'block') return `/admin/propertymanager/edit/${propertyId}/calendar#block-${id}`;
  return `/admin/propertymanager/edit/${propertyId}/calendar`;
}

/** A home's month as runs: a free night, or consecutive nights taken by the same occupant(s). */
interface Run {
  start: string;
  nights: number;
  here: Occupant[];
}

function runsOf(days: readonly string[], byNight: ReadonlyMap<string, Occupant[]>): Run[] {
  const runs: Run[] = [];
  const key = (list: readonly Occupant[]) => list.map((o) => o.id).join('|');
  for (const day of days) {
    const here = byNight.get(day) ?? [];
    const last = runs.at(-1);
    if (last && here.length > 0 && key(last.here) === key(here)) last.nights += 1;
    else runs.push({ start: day, nights: 1, here });
  }
  return runs;
}

/**
 * One row per home, one column per night of the month: stays, channel reservations and blocks drawn as
 * runs (a cell spanning their nights, named by guest or source, a click opens it), a changeover between
 * back-to-back stays marked, a night taken twice in the alert colour. A free night from today on is a
 * button that opens the choice to block it or add a stay. The month fits the width of a 1280 px screen; on
 * a phone the grid scrolls sideways with the homes' names kept in view.
 */
export function MultiCalendarGrid({
  homes,
  days,
  today,
  picked,
  onPick,
}: {
  homes: HomeRow[];
  days: string[];
  today: string;
  picked: { propertyId: number; day: string } | null;
  onPick: (propertyId: number, day: string) => void;
}) {
  const from = days[0] ?? today;
  const to = addDays(days.at(-1) ?? today, 1);
  return (
    // relative: the cells' screen-reader text (absolutely placed) stays inside the scrolling box
    <div className="relative overflow-x-auto rounded-lg border border-slate-300 bg-white" data-month-grid>
      <table
        className="w-full min-w-[58rem] table-fixed border-collapse text-xs lg:min-w-0"
        aria-label="Nights of every home"
      >
        <thead>
          <tr>
            <th scope="col" className="w-28 bg-white p-2 text-left lg:w-32">
              Home
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                className={`px-0 py-1 text-center font-normal ${day === today ? 'bg-amber-100 font-semibold' : ''}`}
              >
                {Number(day.slice(8))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {homes.map((home) => {
            const { byNight } = nightsTaken(home.occupants, from, to);
            const ends = new Set(home.occupants.map((o) => o.end));
            return (
              <tr key={home.id} data-home={home.id} className="border-t border-slate-200">
                <th scope="row" className="bg-white px-2 py-0 text-left font-semibold" title={home.name}>
                  {/* a block, cut to the column: an inline link's box would run on under the first nights
                      (their buttons then count as covered), and py-1 makes it a 24 px target. The column does
                      not stick on a phone: nights scrolled under it would be half-covered targets. */}
                  <Link
                    to={`/admin/propertymanager/edit/${home.id}/calendar`}
                    className="block truncate py-1 hover:underline"
                  >
                    {home.name}
                  </Link>
                </th>
                {runsOf(days, byNight).map(({ start, nights, here }) => {
                  const first = here[0];
                  const isPicked = picked?.propertyId === home.id && picked.day === start;
                  if (!first) {
                    return (
                      <td key={start} className="h-10 p-px">
                        {start >= today ? (
                          <button
                            type="button"
                            data-free-night={start}
                            aria-label={`${home.name}, ${formatStayDate(start)}: free`}
                            aria-expanded={isPicked}
                            className={`block h-10 w-full hover:bg-amber-100 ${isPicked ? 'bg-amber-300' : ''}`}
                            onClick={() => onPick(home.id, start)}
                          />
                        ) : null}
                      </td>
                    );
                  }
                  const double = here.length > 1;
                  // a run starting the day another left: the cleaners' changeover
                  const changeover = here.some((o) => o.start === start && ends.has(start));
                  const text = here.map((o) => `${o.label} (${kindName[o.kind]})`).join(', ');
                  const last = addDays(start, nights - 1);
                  return (
                    <td
                      key={start}
                      colSpan={nights}
                      data-night={start}
                      data-nights={nights}
                      data-overlap={double ? '' : undefined}
                      data-changeover={changeover ? '' : undefined}
                      title={text}
                      className="h-10 px-0 py-px"
                    >
                      <div
                        className={`flex h-9 items-center overflow-hidden rounded ${
                          double
                            ? 'bg-red-600 text-white ring-2 ring-red-900 ring-inset'
                            : `${kindStyle[first.kind]} ring-1 ring-white ring-inset`
                        } ${changeover ? 'shadow-[inset_4px_0_0_var(--color-amber-300)]' : ''}`}
                      >
                        {/* one link filling the run (a target big enough for a finger: no border or padding
                            takes width from a one-night run, the changeover mark and the gap between runs are
                            drawn inside it); a double booking's other stays are linked from the list of
                            double-booked nights */}
                        <Link
                          to={hrefOf(first, home.id)}
                          data-occupant={first.kind}
                          className="relative flex h-full min-w-0 flex-1 items-center truncate px-1 font-semibold text-inherit hover:underline"
                        >
                          <span className="truncate">{here.map((o) => o.label).join(' + ')}</span>
                          <span className="sr-only">
                            {' '}
                            ({here.map((o) => kindName[o.kind]).join(', ')}), {formatStayDate(start)} to{' '}
                            {formatStayDate(addDays(last, 1))}
                            {double ? ', double booked' : ''}
                            {changeover ? ', changeover' : ''}
                          </span>
                        </Link>
                      </div>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
