import { z } from 'zod';
import { type createUserSchema, type updateUserSchema, userSchema } from '#common/auth.ts';
import { call, send } from './call.ts';

/** Staff users (`/users`). */
export const users = {
  list: (signal?: AbortSignal) => call(z.array(userSchema), '/users', { signal }),
  create: (user: z.input<typeof createUserSchema>) => call(userSchema, '/users', { json: user }),
  update: (id: number, change: Omit<z.input<typeof updateUserSchema>, 'id'>) =>
    call(userSchema, `/users/${id}`, { method: 'PUT', json: { id, ...change } }),
  remove: (id: number) => send(`/users/${id}`, { method: 'DELETE' }),
};
