import type { z } from 'zod';
import { type adminLoginSchema, loginAnswerSchema } from '#common/auth.ts';
import { messages } from '#common/messages.ts';
import { ApiError, api } from '../api.ts';
import { send } from './call.ts';

/** Staff sessions (`/users/auth/…`). */
export const auth = {
  /** The user signed in; an answer that names no user is a refused login (docs/spec.md). */
  logIn: async (login: z.output<typeof adminLoginSchema>) => {
    const user = loginAnswerSchema.safeParse(await api<unknown>('/users/auth/login', { json: login }));
    if (!user.success) throw new ApiError(401, messages.invalidLogin);
    return user.data;
  },
  logOut: () => send('/users/auth/logout', { method: 'POST' }),
};
