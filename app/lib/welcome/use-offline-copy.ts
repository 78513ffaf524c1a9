import { type RefObject, useEffect, useState } from 'react';
import { offlineCopySupported, readSavedCopy, saveOfflineCopy } from './offline-copy.ts';

export interface OfflineCopyState {
  status: 'off' | 'saving' | 'saved' | 'failed' | 'unsupported';
  /** When the copy on this device was saved. */
  savedAt?: string;
}

/**
 * Keeps a copy of this guest's welcome page on the device: shows the copy already saved (what the guest
 * sees offline), then, when online, saves the page afresh. `expiresAt` null means no saving (an admin).
 */
export function useOfflineCopy(
  propertyId: number,
  expiresAt: string | null,
  root: RefObject<HTMLElement | null>,
): OfflineCopyState {
  const [state, setState] = useState<OfflineCopyState>({ status: 'off' });

  useEffect(() => {
    if (!expiresAt) return;
    if (!offlineCopySupported()) {
      setState({ status: 'unsupported' });
      return;
    }
    let active = true;
    const update = (next: OfflineCopyState | ((previous: OfflineCopyState) => OfflineCopyState)) => {
      if (active) setState(next);
    };
    (async () => {
      const existing = await readSavedCopy(propertyId);
      update(existing ? { status: 'saved', savedAt: existing.savedAt } : { status: 'saving' });
      if (!navigator.onLine) {
        if (!existing) update({ status: 'failed' });
        return;
      }
      const saved = await saveOfflineCopy(propertyId, expiresAt, root.current ?? document);
      update({ status: 'saved', savedAt: saved.savedAt });
    })().catch(() => update((previous) => (previous.savedAt ? previous : { status: 'failed' })));
    return () => {
      active = false;
    };
  }, [propertyId, expiresAt, root]);

  return state;
}
