import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { PageFormInput } from '../../../lib/admin/site-content-form.ts';
import { removeTextButton } from '../button-styles.ts';
import { useFieldError } from './content-field.tsx';
import { ReorderList } from './reorder-list.tsx';

export interface ItemListProps {
  /** The form path of the array, e.g. `sections.3.items`. */
  name: string;
  /** One item's name, e.g. "Card", "Team member". */
  noun: string;
  /** A new, empty item. */
  create: () => Record<string, unknown>;
  /** The item's fields; `path` is its form path. */
  children: (path: string, index: number) => ReactNode;
  /** What an item says in lists and announcements, from its values. */
  describe?: (item: Record<string, unknown>) => string | undefined;
}

/** The repeated items of a section (cards, team members, links, buttons): add, remove, reorder. */
export function ItemList({ name, noun, create, children, describe }: ItemListProps) {
  const { control, getValues } = useFormContext<PageFormInput>();
  // biome-ignore lint/suspicious/noExplicitAny: an array path inside any section kind
  const { fields, append, remove, move } = useFieldArray({ control, name: name as any });
  const listError = useFieldError(name);
  const label = (index: number) => {
    const item = getValues(`${name}.${index}` as never) as Record<string, unknown> | undefined;
    const what = item ? describe?.(item) : undefined;
    return `${noun} ${index + 1}${what ? ` (${what})` : ''}`;
  };
  return (
    <div>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-400 px-4 py-4 text-center text-slate-600">
          No {noun.toLowerCase()}s yet.
        </p>
      ) : (
        <ReorderList
          label={`${noun}s`}
          keys={fields.map((field) => field.id)}
          itemLabel={label}
          onMove={move}
          renderItem={(index, handle) => (
            <div className="rounded-2xl border border-slate-200 bg-slate-50/60 p-4">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-brand-900">
                  {noun} {index + 1}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  {handle}
                  <button type="button" className={removeTextButton} onClick={() => remove(index)}>
                    Remove<span className="sr-only"> {label(index)}</span>
                  </button>
                </div>
              </div>
              <div className="grid gap-4">{children(`${name}.${index}`, index)}</div>
            </div>
          )}
        />
      )}
      {listError ? <p className="field-error">{listError}</p> : null}
      <button
        type="button"
        className="btn-outline mt-3 min-h-10 px-4 py-1.5 text-sm"
        onClick={() => append(create() as never, { shouldFocus: false })}
      >
        <span aria-hidden="true">+</span> Add {noun.toLowerCase()}
      </button>
    </div>
  );
}
