import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useSessionExpiry } from '#app/lib/admin/session-expiry.ts';
import { stayConflictsOf } from '#app/lib/admin/stay-conflicts.ts';
import { guestNameFrom } from '#app/lib/admin/today.ts';
import { api } from '#app/lib/api.ts';
import type { Reservation, ScheduleEntry } from '#common/reservations.ts';
import type { Stay, StayConflict } from '#common/stay.ts';
import { OverlapNotice } from '../stays/overlap-notice.tsx';
import { StaySharePanel } from '../stays/stay-share-panel.tsx';

/**
 * What staff do with an arrival: a channel reservation becomes a stay in one click (its dates, never typed
 * again) and its share panel opens; an existing stay's link can be shared again.
 */
export function ArrivalActions({ entry, reservation }: { entry: ScheduleEntry; reservation?: Reservation }) {
  const revalidator = useRevalidator();
  const { reportIfExpired } = useSessionExpiry();
  const [stay, setStay] = useState<Stay | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<StayConflict[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [printing, setPrinting] = useState(false);

  async function run(work: () => Promise<Stay | undefined>) {
    setBusy(true);
    setFailure(null);
    setConflicts(null);
    try {
      const found = await work();
      if (found) setStay(found);
      else setFailure('This stay is no longer listed');
    } catch (error) {
      if (reportIfExpired(error)) return;
      const overlaps = stayConflictsOf(error);
      if (overlaps) setConflicts(overlaps);
      else setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const makeStay = (from: Reservation, allowOverlap = false) =>
    run(async () => {
      const created = await api<Stay>(`/properties/${from.property_id}/stays`, {
        json: {
          guest_name: guestNameFrom(from),
          reservation: { feed_id: from.feed_id, uid: from.uid },
          allow_overlap: allowOverlap,
        },
      });
      revalidator.revalidate();
      return created;
    });
  const shareStay = (stayId: number) =>
    run(async () =>
      (await api<Stay[]>(`/properties/${entry.property_id}/stays`)).find((s) => s.id === stayId),
    );

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
