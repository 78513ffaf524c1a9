import { type FieldMetadata, getInputProps, getTextareaProps } from '@conform-to/react';

type InputType = 'text' | 'email' | 'date' | 'time' | 'tel' | 'url' | 'number' | 'password' | 'search';

/**
 * An input's name, type and starting value from its Conform field (ADR 0049). The label, hint and error
 * ids come from the field around it (the back office's `Field`, a public form's own label), so none here.
 */
export function textInput<T>(field: FieldMetadata<T>, type: InputType) {
  const { key: _key, id: _id, ...props } = getInputProps(field, { type, ariaAttributes: false });
  return props;
}

/** A textarea's name and starting value from its Conform field, as `textInput`. */
export function textArea<T>(field: FieldMetadata<T>) {
  const { key: _key, id: _id, ...props } = getTextareaProps(field, { ariaAttributes: false });
  return props;
}
