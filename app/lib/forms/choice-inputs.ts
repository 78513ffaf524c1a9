import { type FieldMetadata, getInputProps, getSelectProps } from '@conform-to/react';
import { z } from 'zod';

/**
 * A checkbox as a form sends it ('on' when ticked, nothing when not), read as the boolean the API's schema
 * takes: a back-office form swaps it in for that field of the common/ schema (ADR 0049). A boolean default
 * value is accepted too (Conform renders true as ticked).
 */
export const checkboxValue = z
  .union([z.literal('on'), z.boolean()])
  .optional()
  .transform((value) => value === 'on' || value === true);

/** A checkbox's name, type and starting state from its Conform field, as `textInput` for text. */
export function checkboxInput<T>(field: FieldMetadata<T>) {
  const { key: _key, id: _id, ...props } = getInputProps(field, { type: 'checkbox', ariaAttributes: false });
  return props;
}

/** One radio button of a Conform field: its name, `value` and whether it starts chosen. */
export function radioInput<T>(field: FieldMetadata<T>, value: string) {
  const {
    key: _key,
    id: _id,
    ...props
  } = getInputProps(field, { type: 'radio', value, ariaAttributes: false });
  return props;
}

/** A select's name and starting choice from its Conform field; label and error ids from the field around it. */
export function selectInput<T>(field: FieldMetadata<T>) {
  const { key: _key, id: _id, ...props } = getSelectProps(field, { ariaAttributes: false });
  return props;
}
