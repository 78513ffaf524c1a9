import { formatBytes } from '../../../lib/admin/format.ts';

export interface SaveProgressState {
  message: string;
  sent: number;
  total: number;
}

/** The step being saved, with a bar of the bytes uploaded so far (then `processing` while the server works). */
export function SaveProgress({
  progress,
  processing = 'Processing the photos…',
}: {
  progress: SaveProgressState;
  processing?: string;
}) {
  const { message, sent, total } = progress;
  const percent = total > 0 ? Math.round((sent / total) * 100) : 0;
  const uploaded = total > 0 && sent >= total;
  return (
    <div className="min-w-0 flex-1">
      <p role="status" className="font-semibold text-brand-900">
        {message}
      </p>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={total > 0 ? `${percent}% uploaded` : 'Starting upload'}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-alpenglow-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {total === 0
          ? 'Starting upload…'
          : uploaded
            ? `Uploaded ${formatBytes(total)}. ${processing}`
            : `Uploaded ${formatBytes(sent)} of ${formatBytes(total)} (${percent}%)`}
      </p>
    </div>
  );
}
