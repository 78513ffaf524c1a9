import { type FieldMetadata, getSelectProps } from '@conform-to/react';

/**
 * A select's name and starting value from its Conform field (ADR 0049), as `textInput` is an input's; the
 * label and error ids come from the field around it.
 */
export function selectInput<T>(field: FieldMetadata<T>) {
  const { key: _key, id: _id, ...props } = getSelectProps(field, { ariaAttributes: false });
  return props;
}
