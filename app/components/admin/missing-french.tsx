/**
 * The discreet mark beside a French field left empty while its English has text (issue 28): a French
 * reader sees the English there. The back office itself stays in English.
 */
export function MissingFrench({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 align-middle text-xs font-medium text-amber-900">
      missing French
    </span>
  );
}
