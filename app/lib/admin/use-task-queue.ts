import { useCallback, useEffect, useRef, useState } from 'react';
import type { Task } from '#common/tasks.ts';
import { apiAnswer, client } from '../api/client.ts';
import { ApiError } from '../api.ts';
import { enqueueWrite, listQueuedWrites, type QueuedWrite, removeQueuedWrite } from './task-queue.ts';

/** A write the server refused for good (a 4xx): dropped from the queue, shown to the housekeeper. */
export interface RefusedWrite {
  label: string;
  message: string;
}

/** How often waiting writes are tried again while some wait (the `online` event alone is not to be trusted). */
const retryEveryMs = 15_000;

const sendWrite = (write: QueuedWrite): Promise<Task> =>
  write.kind === 'tick'
    ? apiAnswer(
        client.PUT('/api/v1/tasks/{id}/checklist/{itemId}', {
          params: { path: { id: write.taskId, itemId: write.itemId } },
          body: { done: write.done },
        }),
      )
    : apiAnswer(
        client.POST('/api/v1/tasks/{id}/photos', {
          params: { path: { id: write.taskId } },
          // a multipart body, which the OpenAPI document does not describe (the route reads the stream)
          body: photoForm(write.photo, write.itemId, write.key) as never,
        }),
      );

/** A photo's multipart body; `key` makes a re-send after a lost answer store it once. */
function photoForm(photo: Blob, itemId: number | null, key: string): FormData {
  const form = new FormData();
  form.append('key', key);
  if (itemId !== null) form.append('item_id', String(itemId));
  form.append('photo', photo, 'photo.jpg');
  return form;
}

/** Whether a failure may pass (no connection, a server error): the write stays queued and is tried again. */
const mayPassLater = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * The offline queue as the My tasks screen uses it: `queue` stores a write and tries to send everything
 * waiting, in order; each answer's task goes to `onSent`. Sending stops at the first write that cannot pass
 * yet (keeping the order), and starts again when the browser is online, every 15 s while writes wait, and
 * at the next write.
 */
export function useTaskQueue(onSent: (task: Task) => void) {
  const [waiting, setWaiting] = useState<QueuedWrite[]>([]);
  const [refused, setRefused] = useState<RefusedWrite[]>([]);
  const [online, setOnline] = useState(true);
  const sending = useRef<Promise<void> | null>(null);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;

  /** Sends `writes` in order; false at the first that cannot pass yet. */
  const sendInOrder = useCallback(async (writes: QueuedWrite[]): Promise<boolean> => {
    for (const write of writes) {
      try {
        onSentRef.current(await sendWrite(write));
      } catch (error) {
        if (mayPassLater(error)) return false;
        setRefused((list) => [...list, { label: write.label, message: (error as Error).message }]);
      }
      await removeQueuedWrite(write.id!);
      setWaiting((list) => list.filter((w) => w.id !== write.id));
    }
    return true;
  }, []);

  const sendWaiting = useCallback(async (): Promise<void> => {
    if (sending.current) return sending.current;
    const run = (async () => {
      // until nothing waits (a write queued during the run is sent by it) or one cannot pass yet
      for (let writes = await listQueuedWrites(); writes.length > 0; writes = await listQueuedWrites()) {
        if (!(await sendInOrder(writes))) break;
      }
      setWaiting(await listQueuedWrites());
    })();
    sending.current = run.finally(() => {
      sending.current = null;
    });
    return sending.current;
  }, [sendInOrder]);

  const queue = useCallback(
    async (write: QueuedWrite) => {
      await enqueueWrite(write);
      setWaiting(await listQueuedWrites());
      await sendWaiting();
    },
    [sendWaiting],
  );

  useEffect(() => {
    setOnline(navigator.onLine);
    const cameOnline = () => {
      setOnline(true);
      void sendWaiting();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', cameOnline);
    window.addEventListener('offline', wentOffline);
    void sendWaiting();
    return () => {
      window.removeEventListener('online', cameOnline);
      window.removeEventListener('offline', wentOffline);
    };
  }, [sendWaiting]);

  useEffect(() => {
    if (waiting.length === 0) return;
    const timer = setInterval(() => void sendWaiting(), retryEveryMs);
    return () => clearInterval(timer);
  }, [waiting.length, sendWaiting]);

  return { waiting, refused, online, queue };
}
