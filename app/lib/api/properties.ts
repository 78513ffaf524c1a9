import { z } from 'zod';
import { propertySchema } from '#common/property.ts';
import { call, send, type UploadProgress } from './call.ts';

/** Properties (`/properties`); the form's multipart bodies are built by app/lib/admin/property-form-data.ts. */
export const properties = {
  list: (signal?: AbortSignal) => call(z.array(propertySchema), '/properties', { signal }),
  get: (id: number | string, signal?: AbortSignal) => call(propertySchema, `/properties/${id}`, { signal }),
  create: (form: FormData, onUploadProgress?: UploadProgress) =>
    call(propertySchema, '/properties', { method: 'POST', form, onUploadProgress }),
  update: (id: number, form: FormData, onUploadProgress?: UploadProgress) =>
    call(propertySchema, `/properties/${id}`, { method: 'PUT', form, onUploadProgress }),
  /** Publishes a draft or takes a home back to draft (issue 40): only the flag changes. */
  setPublished: (id: number, published: boolean) =>
    call(propertySchema, `/properties/${id}/published`, { method: 'PUT', json: { is_published: published } }),
  remove: (id: number) => send(`/properties/${id}`, { method: 'DELETE' }),
};
