/**
 * The foot of a small form that opens inside a stay's card (its booking details, a payment): the form's own
 * error (what the API refused for no field), the submit button that says what it is doing while the write
 * runs, and Cancel, which closes the form without writing.
 */
export function InlineFormActions({
  error,
  busy,
  label,
  busyLabel,
  onCancel,
}: {
  error: string | undefined;
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-dark min-h-10 px-4 py-1.5 text-sm" disabled={busy}>
          {busy ? busyLabel : label}
        </button>
        <button type="button" className="btn-outline min-h-10 px-4 py-1.5 text-sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}
