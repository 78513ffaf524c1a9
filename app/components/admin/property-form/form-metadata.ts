import { type FormMetadata, useField } from '@conform-to/react';
import type { PropertyFormInput } from '../../../lib/admin/property-form-schema.ts';

/** The property form as Conform holds it (ADR 0049). */
export type PropertyFormMetadata = FormMetadata<PropertyFormInput, string[]>;

/** The property form's fields by name; a section hands their names to the inputs. */
export type PropertyFields = ReturnType<PropertyFormMetadata['getFieldset']>;

/**
 * One field of the property form by its name (`welcome_amenities[0].fr.name`), with the form for its
 * intents. Each input reads its own field, so typing re-renders that input and not the whole form.
 */
export function usePropertyField<Value = unknown>(name: string) {
  return useField<Value, PropertyFormInput, string[]>(name);
}

/** The text a field holds now ('' when none). */
export function textOf(field: { value?: unknown }): string {
  return typeof field.value === 'string' ? field.value : '';
}
