import { formatDateTime } from '../../../lib/admin/format.ts';
import { useSiteTimeZone } from '../../../lib/site/use-site.ts';
import type { SaveState } from './settings-fields.ts';

/** The sticky bar under the settings form: what the save did (or that changes wait), and Save settings. */
export function SettingsSaveBar({
  save,
  dirty,
  updatedAt,
}: {
  save: SaveState;
  dirty: boolean;
  updatedAt: string | null;
}) {
  const timeZone = useSiteTimeZone();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-brand-100 bg-white/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {save.kind === 'error' ? (
          <p role="alert" className="font-medium text-red-700">
            {save.message}
          </p>
        ) : (
          <p role="status" className="font-medium text-brand-900">
            {save.kind === 'busy' || save.kind === 'done'
              ? dirty && save.kind === 'done'
                ? 'Unsaved changes'
                : save.message
              : dirty
                ? 'Unsaved changes'
                : updatedAt
                  ? `Last changed ${formatDateTime(updatedAt, timeZone)}`
                  : 'No changes'}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={save.kind === 'busy'}>
          Save settings
        </button>
      </div>
    </div>
  );
}
