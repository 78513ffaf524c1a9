import { useField } from '@conform-to/react';
import type { ReactNode } from 'react';
import { removeTextButton } from '../button-styles.ts';
import { ReorderList } from './reorder-list.tsx';

export interface ItemListProps {
  /** The form name of the list, e.g. `sections[3].items`. */
  name: string;
  /** One item's name, e.g. "Card", "Team member". */
  noun: string;
  /** A new, empty item. */
  create: () => Record<string, unknown>;
  /** The item's fields; `path` is its form name (`sections[3].items[0]`). */
  children: (path: string, index: number) => ReactNode;
  /** What an item says in lists and announcements, from its values. */
  describe?: (item: Record<string, unknown>) => string | undefined;
}

/**
 * The repeated items of a section (cards, team members, links, buttons): add, remove, reorder, as a list
 * of the editor's Conform form (`getFieldList`, `form.insert`, `form.remove`, `form.reorder`).
 */
export function ItemList({ name, noun, create, children, describe }: ItemListProps) {
  const [list, form] = useField<Array<Record<string, unknown>>>(name);
  const items = list.getFieldList();
  const label = (index: number) => {
    const item = items[index]?.value as Record<string, unknown> | undefined;
    const what = item ? describe?.(item) : undefined;
    return `${noun} ${index + 1}${what ? ` (${what})` : ''}`;
  };
  return (
    <div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-400 px-4 py-4 text-center text-slate-600">
          No {noun.toLowerCase()}s yet.
        </p>
      ) : (
        <ReorderList
          label={`${noun}s`}
          keys={items.map((item) => item.key ?? item.name)}
          itemLabel={label}
          onMove={(from, to) => form.reorder({ name, from, to })}
          renderItem={(index, handle) => (
            <div className="rounded-2xl border border-slate-200 bg-slate-50/60 p-4">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-brand-900">
                  {noun} {index + 1}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  {handle}
                  <button
                    type="button"
                    className={removeTextButton}
                    onClick={() => form.remove({ name, index })}
                  >
                    Remove<span className="sr-only"> {label(index)}</span>
                  </button>
                </div>
              </div>
              <div className="grid gap-4">{children(`${name}[${index}]`, index)}</div>
            </div>
          )}
        />
      )}
      {list.errors?.[0] ? <p className="field-error">{list.errors[0]}</p> : null}
      <button
        type="button"
        className="btn-outline mt-3 min-h-10 px-4 py-1.5 text-sm"
        onClick={() => form.insert({ name, defaultValue: create() as never })}
      >
        <span aria-hidden="true">+</span> Add {noun.toLowerCase()}
      </button>
    </div>
  );
}
