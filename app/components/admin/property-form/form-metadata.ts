import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import type { PropertyFormInput } from '../../../lib/admin/property-form-schema.ts';

/** The property form as Conform holds it (ADR 0049), with its list and update intents. */
export type PropertyFormMetadata = FormMetadata<PropertyFormInput, string[]>;

/** The property form's fields by name. */
export type PropertyFields = ReturnType<PropertyFormMetadata['getFieldset']>;

/** One field of the form, whatever it holds. */
// biome-ignore lint/suspicious/noExplicitAny: a field of any value of the form
export type AnyField = FieldMetadata<any, PropertyFormInput, string[]>;
