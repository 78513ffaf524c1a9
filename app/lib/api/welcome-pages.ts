import type { z } from 'zod';
import { welcomeSchema } from '#common/welcome.ts';
import { call, type UploadProgress } from './call.ts';

/** A welcome page as staff read it: with its French texts (issue 28) for the form to edit beside them. */
const staffWelcomeSchema = welcomeSchema;
export type StaffWelcome = z.infer<typeof staffWelcomeSchema>;

/** Properties' welcome pages as staff edit them (`/properties/welcome`). */
export const welcomePages = {
  get: (propertyId: number | string, signal?: AbortSignal) =>
    call(staffWelcomeSchema, `/properties/welcome/${propertyId}`, { signal }),
  create: (form: FormData, onUploadProgress?: UploadProgress) =>
    call(staffWelcomeSchema, '/properties/welcome', { method: 'POST', form, onUploadProgress }),
  /** Replaces the page, or creates it when the property has none yet. */
  update: (propertyId: number, form: FormData, onUploadProgress?: UploadProgress) =>
    call(staffWelcomeSchema, `/properties/welcome/${propertyId}`, { method: 'PUT', form, onUploadProgress }),
};
