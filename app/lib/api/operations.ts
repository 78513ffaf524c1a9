import { houseInfoListSchema, houseInfoSchema } from '#common/house-info.ts';
import { reservationListSchema, scheduleSchema } from '#common/reservations.ts';
import { call, query } from './call.ts';

/** Days `[from, to)`. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The days' view of every home: channel reservations and the schedule (`/reservations`, `/schedule`), and
 * what a changeover needs about each home (`/house-info`, the turnover notes).
 */
export const operations = {
  reservations: (range: DayRange & { property_id?: number }, signal?: AbortSignal) =>
    call(reservationListSchema, `/reservations${query({ ...range })}`, { signal }),
  schedule: (range: DayRange, signal?: AbortSignal) =>
    call(scheduleSchema, `/schedule${query({ ...range })}`, { signal }),
  houseInfo: (signal?: AbortSignal) => call(houseInfoListSchema, '/house-info', { signal }),
  setTurnoverNotes: (propertyId: number, turnoverNotes: string) =>
    call(houseInfoSchema, `/properties/${propertyId}/turnover-notes`, {
      method: 'PUT',
      json: { turnover_notes: turnoverNotes },
    }),
};
