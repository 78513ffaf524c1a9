import type { ReactNode } from 'react';
import { removeTextButton } from './button-styles.ts';

/** How a row's Remove button lines up with the inputs beside it, from the width the row becomes a grid. */
const removeAlign = { sm: 'sm:mt-8', md: 'md:mt-8', lg: 'lg:mt-8' } as const;

/**
 * Rows of a back-office form edited in place (taxes, cancellation steps, social links, the rates editor's
 * seasons and length discounts): each row's inputs with its Remove button ("Remove tax 2" to
 * a screen reader), what the list says while it is empty, and "+ Add …" under it. The form holds the rows
 * (Conform's list: `getFieldList`, `form.insert`, `form.remove`); this only lays them out.
 */
export function RowList({
  rows,
  noun,
  addLabel,
  empty,
  rowClassName,
  rowTestId,
  wideFrom = 'md',
  onAdd,
  onRemove,
  children,
}: {
  /** One stable key per row. */
  rows: ReadonlyArray<{ key: string | undefined }>;
  /** The row's name after "Remove" for a screen reader, e.g. "tax" (numbered from 1). */
  noun: string;
  addLabel: string;
  /** What the list says without rows, if anything. */
  empty?: string;
  rowClassName: string;
  rowTestId?: string;
  wideFrom?: keyof typeof removeAlign;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The inputs of the row at `index`. */
  children: (index: number) => ReactNode;
}) {
  return (
    <>
      {empty && rows.length === 0 ? <p className="text-slate-700">{empty}</p> : null}
      <ul className="space-y-4">
        {rows.map((row, index) => (
          <li key={row.key} data-testid={rowTestId} className={rowClassName}>
            {children(index)}
            <button
              type="button"
              className={`${removeTextButton} ${removeAlign[wideFrom]}`}
              onClick={() => onRemove(index)}
            >
              Remove
              <span className="sr-only">
                {' '}
                {noun} {index + 1}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn-outline mt-3 min-h-10 px-4 py-1.5 text-sm" onClick={onAdd}>
        <span aria-hidden="true">+</span> {addLabel}
      </button>
    </>
  );
}
