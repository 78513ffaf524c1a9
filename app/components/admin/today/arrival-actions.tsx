import { useState } from 'react';
import type { Reservation, ScheduleEntry } from '#common/reservations.ts';
import type { Stay, StayConflict } from '#common/stay.ts';
import { stayConflictsOf } from '../../../lib/admin/stay-conflicts.ts';
import { guestNameFrom } from '../../../lib/admin/today.ts';
import type { WriteResult } from '../../../lib/admin/use-api-write.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { OverlapNotice } from '../stays/overlap-notice.tsx';
import { StaySharePanel } from '../stays/stay-share-panel.tsx';

/**
 * What staff do with an arrival: a channel reservation becomes a stay in one click (its dates, never typed
 * again) and its share panel opens; an existing stay's link can be shared again.
 */
export function ArrivalActions({ entry, reservation }: { entry: ScheduleEntry; reservation?: Reservation }) {
  const [stay, setStay] = useState<Stay | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<StayConflict[] | null>(null);
  const [printing, setPrinting] = useState(false);
  // a new stay changes the day's schedule, which is read again; sharing reads the stay's link only
  const write = useApiWrite();
  const read = useApiWrite({ revalidate: false });
  const busy = write.busy !== null || read.busy !== null;

  function open(result: WriteResult<Stay | undefined>) {
    if (result.ok) {
      if (result.data) setStay(result.data);
      else setFailure('This stay is no longer listed');
      return;
    }
    if (result.expired) return;
    const overlaps = stayConflictsOf(result.error);
    if (overlaps) setConflicts(overlaps);
    else setFailure(result.error.message);
  }

  async function makeStay(from: Reservation, allowOverlap = false) {
    setFailure(null);
    setConflicts(null);
    const result = await write.run('make-stay', () =>
      apiAnswer(
        client.POST('/api/v1/properties/{id}/stays', {
          params: { path: { id: from.property_id } },
          body: {
            guest_name: guestNameFrom(from),
            reservation: { feed_id: from.feed_id, uid: from.uid },
            allow_overlap: allowOverlap,
          },
        }),
      ),
    );
    open(result);
  }

  async function shareStay(stayId: number) {
    setFailure(null);
    setConflicts(null);
    const result = await read.run('share', async () =>
      (
        await apiAnswer(
          client.GET('/api/v1/properties/{id}/stays', { params: { path: { id: entry.property_id } } }),
        )
      ).find((s) => s.id === stayId),
    );
    open(result);
  }

  return (
    <div className="print:hidden">
      {stay ? (
        <StaySharePanel
          stay={stay}
          propertyName={entry.property_name}
          printing={printing}
          onPrint={() => {
            setPrinting(true);
            window.addEventListener('afterprint', () => setPrinting(false), { once: true });
            requestAnimationFrame(() => window.print());
          }}
        />
      ) : reservation ? (
        <button
          type="button"
          className="btn-dark mt-2 min-h-10 px-4 py-1.5 text-sm"
          disabled={busy}
          onClick={() => void makeStay(reservation)}
        >
          {busy ? 'Creating…' : 'Make stay and share link'}
        </button>
      ) : entry.stay_id !== null ? (
        <button
          type="button"
          className="btn-outline mt-2 min-h-10 px-4 py-1.5 text-sm"
          disabled={busy}
          onClick={() => void shareStay(entry.stay_id as number)}
        >
          Share link<span className="sr-only"> of {entry.guest_name}</span>
        </button>
      ) : null}
      {conflicts && reservation ? (
        <div className="mt-2">
          <OverlapNotice
            conflicts={conflicts}
            saveLabel="Add anyway"
            pending={busy}
            onSaveAnyway={() => void makeStay(reservation, true)}
          />
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
