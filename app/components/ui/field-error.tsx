import type { FieldMetadata } from '@conform-to/react';

/**
 * A Conform field's first message under it (ADR 0049), with the id its input's `aria-describedby` names:
 * the field's own `errorId` unless the form numbers its ids itself (an island's prefix).
 */
export function FieldError<T>({ field, id = field.errorId }: { field: FieldMetadata<T>; id?: string }) {
  if (!field.errors) return null;
  return (
    <p id={id} className="field-error">
      {field.errors[0]}
    </p>
  );
}
