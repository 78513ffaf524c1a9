import { welcomeSchema } from '#common/welcome.ts';
import { call, type UploadProgress } from './call.ts';

/** Properties' welcome pages as staff edit them (`/properties/welcome`). */
export const welcomePages = {
  get: (propertyId: number | string, signal?: AbortSignal) =>
    call(welcomeSchema, `/properties/welcome/${propertyId}`, { signal }),
  create: (form: FormData, onUploadProgress?: UploadProgress) =>
    call(welcomeSchema, '/properties/welcome', { method: 'POST', form, onUploadProgress }),
  /** Replaces the page, or creates it when the property has none yet. */
  update: (propertyId: number, form: FormData, onUploadProgress?: UploadProgress) =>
    call(welcomeSchema, `/properties/welcome/${propertyId}`, { method: 'PUT', form, onUploadProgress }),
};
