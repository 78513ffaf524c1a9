/**
 * The housekeeper's offline queue (issue 42, item 4; ADR 0046): ticks and photos are put in the phone's
 * IndexedDB before anything is sent, and leave it only once the server has answered, so a write made without
 * signal (or whose answer was lost) is sent when the connection returns, and a reload or a closed tab loses
 * nothing. Each write carries a key made once, when it was queued: a photo sent again is stored once by the
 * server, and a tick is the item's state, harmless twice.
 */

export type QueuedWrite =
  | { id?: number; key: string; kind: 'tick'; taskId: number; itemId: number; done: boolean; label: string }
  | {
      id?: number;
      key: string;
      kind: 'photo';
      taskId: number;
      itemId: number | null;
      photo: Blob;
      label: string;
    };

const dbName = 'housekeeping-queue';
const storeName = 'writes';

function openQueue(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(dbName, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(storeName, { keyPath: 'id', autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openQueue();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(storeName, mode);
      const request = work(tx.objectStore(storeName));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** A key for a new write: random, made once, kept with the write until it is sent. */
export const newWriteKey = (): string => `w-${crypto.randomUUID()}`;

export const enqueueWrite = (write: QueuedWrite): Promise<IDBValidKey> =>
  withStore('readwrite', (store) => store.add(write));

/** The waiting writes, oldest first. */
export const listQueuedWrites = (): Promise<QueuedWrite[]> =>
  withStore('readonly', (store) => store.getAll() as IDBRequest<QueuedWrite[]>);

export const removeQueuedWrite = (id: number): Promise<undefined> =>
  withStore('readwrite', (store) => store.delete(id) as IDBRequest<undefined>);
