import { z } from 'zod';
import {
  type ActivityQuery,
  activitySchema,
  type TaskCreate,
  type TaskPatch,
  type TaskQuery,
  taskSchema,
} from '#common/tasks.ts';
import { call, query } from './call.ts';

/** Housekeeping and maintenance tasks (`/tasks`, issue 42). */
export const tasks = {
  list: (filters: TaskQuery, signal?: AbortSignal) =>
    call(z.array(taskSchema), `/tasks${query({ ...filters })}`, { signal }),
  create: (input: TaskCreate) => call(taskSchema, '/tasks', { json: input }),
  update: (id: number, patch: TaskPatch) =>
    call(taskSchema, `/tasks/${id}`, { method: 'PATCH', json: patch }),
  check: (id: number, itemId: number, done: boolean) =>
    call(taskSchema, `/tasks/${id}/checklist/${itemId}`, { method: 'PUT', json: { done } }),
  /** A photo; `key` makes a re-send after a lost answer store it once. */
  addPhoto: (id: number, photo: Blob, itemId: number | null, key: string) => {
    const form = new FormData();
    form.append('key', key);
    if (itemId !== null) form.append('item_id', String(itemId));
    form.append('photo', photo, 'photo.jpg');
    return call(taskSchema, `/tasks/${id}/photos`, { form });
  },
  /** Who did what (admin, manager), latest first. */
  activity: (filters: ActivityQuery, signal?: AbortSignal) =>
    call(z.array(activitySchema), `/activity${query({ ...filters })}`, { signal }),
};
