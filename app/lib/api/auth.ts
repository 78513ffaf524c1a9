import type { z } from 'zod';
import { type adminLoginSchema, loginAnswerSchema } from '#common/auth.ts';
import { messages } from '#common/messages.ts';
import { codeNeededSchema } from '#common/two-factor.ts';
import { ApiError, api } from '../api.ts';
import { send } from './call.ts';

/** Staff sessions (`/users/auth/…`). */
export const auth = {
  /**
   * The user signed in, or that a code is needed next (two-factor sign-in, ADR 0043); any other answer
   * that names no user is a refused login (docs/spec.md).
   */
  logIn: async (login: z.output<typeof adminLoginSchema>) => {
    const answer = await api<unknown>('/users/auth/login', { json: login });
    const codeNeeded = codeNeededSchema.safeParse(answer);
    if (codeNeeded.success) return codeNeeded.data;
    const user = loginAnswerSchema.safeParse(answer);
    if (!user.success) throw new ApiError(401, messages.invalidLogin);
    return user.data;
  },
  logOut: () => send('/users/auth/logout', { method: 'POST' }),
};
