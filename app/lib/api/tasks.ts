import { type TaskCreate, taskSchema } from '#common/tasks.ts';
import { call } from './call.ts';

/**
 * Housekeeping and maintenance tasks (`/tasks`, issue 42): what the problem report still sends here until
 * its form moves to `client` of ./client.ts (ADR 0050); every other task call already goes through it.
 */
export const tasks = {
  create: (input: TaskCreate) => call(taskSchema, '/tasks', { json: input }),
};
