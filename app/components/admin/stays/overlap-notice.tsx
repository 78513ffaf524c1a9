import type { StayConflict } from '#common/stay.ts';
import { formatStayDate } from '../../../lib/welcome/format.ts';

/**
 * The 409 of a stay (or of a block over a stay) shown where it was typed: what the nights overlap, and the
 * choice to save anyway (the request again with `allow_overlap`). `stayNames` names the overlapped stays'
 * guests where the screen knows them.
 */
export function OverlapNotice({
  conflicts,
  saveLabel,
  pending,
  onSaveAnyway,
  stayNames,
}: {
  conflicts: StayConflict[];
  saveLabel: string;
  pending: boolean;
  /** Saves again with the overlap allowed; without it the button submits its form as `allow_overlap=true`. */
  onSaveAnyway?: () => void;
  stayNames?: ReadonlyMap<number, string>;
}) {
  const what = (c: StayConflict) => {
    if (c.kind === 'block') return 'a block';
    if (c.kind === 'request') return 'a pending booking request';
    const guest = stayNames?.get(c.id);
    return guest ? `${guest}'s stay` : 'another stay';
  };
  return (
    <div role="alert" data-overlap className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950">
      <p className="font-semibold">These nights overlap:</p>
      <ul className="mt-1 list-disc pl-5">
        {conflicts.map((c) => (
          <li key={`${c.kind}-${c.id}`}>
            {what(c)}, {formatStayDate(c.start)} to {formatStayDate(c.end)}
          </li>
        ))}
      </ul>
      {onSaveAnyway ? (
        <button type="button" className="btn-outline mt-3" disabled={pending} onClick={onSaveAnyway}>
          {saveLabel}
        </button>
      ) : (
        <button
          type="submit"
          name="allow_overlap"
          value="true"
          className="btn-outline mt-3"
          disabled={pending}
        >
          {saveLabel}
        </button>
      )}
    </div>
  );
}
