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

/**
 * One row per home, one column per night of the month: stays, channel reservations and blocks drawn as
 * runs of coloured cells (the name on the first), a night taken twice in the alert colour. A free night
 * from today on is a button that opens the choice to block it or add a stay.
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
    <div className="relative overflow-x-auto rounded-lg border border-slate-300 bg-white">
      <table className="border-collapse text-xs" aria-label="Nights of every home">
        <thead>
          <tr>
            <th scope="col" className="min-w-32 bg-white p-2 text-left">
              Home
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                className={`w-8 min-w-8 p-1 font-normal ${day === today ? 'bg-amber-100 font-semibold' : ''}`}
              >
                {Number(day.slice(8))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {homes.map((home) => {
            const { byNight } = nightsTaken(home.occupants, from, to);
            return (
              <tr key={home.id} data-home={home.id} className="border-t border-slate-200">
                <th scope="row" className="bg-white p-2 text-left font-semibold">
                  <Link to={`/admin/propertymanager/edit/${home.id}/calendar`} className="hover:underline">
                    {home.name}
                  </Link>
                </th>
                {days.map((day) => {
                  const here = byNight.get(day) ?? [];
                  const first = here[0];
                  const isPicked = picked?.propertyId === home.id && picked.day === day;
                  if (!first) {
                    return (
                      <td key={day} className="h-9 w-8 min-w-8 p-0">
                        {day >= today ? (
                          <button
                            type="button"
                            data-free-night={day}
                            aria-label={`${home.name}, ${formatStayDate(day)}: free`}
                            aria-expanded={isPicked}
                            className={`block h-9 w-full min-w-8 hover:bg-amber-100 ${isPicked ? 'bg-amber-300' : ''}`}
                            onClick={() => onPick(home.id, day)}
                          />
                        ) : null}
                      </td>
                    );
                  }
                  const double = here.length > 1;
                  const starts = here.some((o) => o.start === day) || day === from;
                  const text = here.map((o) => `${o.label} (${kindName[o.kind]})`).join(', ');
                  return (
                    <td
                      key={day}
                      data-night={day}
                      data-overlap={double ? '' : undefined}
                      title={text}
                      className={`h-9 truncate p-0.5 ${double ? 'bg-red-600 text-white ring-2 ring-red-900 ring-inset' : kindStyle[first.kind]}`}
                    >
                      <span aria-hidden="true">{starts ? first.label.slice(0, 3) : ''}</span>
                      <span className="sr-only">
                        {formatStayDate(day)}: {double ? `double booked: ${text}` : text}
                      </span>
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
