import { type DragEvent, type KeyboardEvent, type ReactNode, useState } from 'react';

export interface ReorderListProps {
  /** One stable key per item (the keys of Conform's list). */
  keys: readonly string[];
  /** What an item is called in announcements and button names, e.g. "Section 2 (Hero: Welcome)". */
  itemLabel: (index: number) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (index: number, handle: ReactNode) => ReactNode;
  /** The list's accessible name, e.g. "Sections of the page". */
  label: string;
}

const moveButton =
  'inline-flex min-h-10 items-center gap-1 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-900 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

/**
 * An ordered list that can be rearranged three ways: dragging an item by its handle, the Move up and
 * Move down buttons, or the arrow keys on the handle. Every move is announced in a live region, since a
 * screen-reader user cannot see the item change place.
 */
export function ReorderList({ keys, itemLabel, onMove, renderItem, label }: ReorderListProps) {
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);

  function move(from: number, to: number) {
    if (to < 0 || to >= keys.length || from === to) return;
    const name = itemLabel(from);
    onMove(from, to);
    setAnnouncement(`${name} moved to position ${to + 1} of ${keys.length}`);
  }

  function onHandleKey(event: KeyboardEvent, index: number) {
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index, index - 1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + 1);
    }
  }

  const endDrag = () => {
    setDragFrom(null);
    setDragOver(null);
  };

  return (
    <>
      <ol aria-label={label} className="space-y-4">
        {keys.map((key, index) => {
          const name = itemLabel(index);
          const handle = (
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                draggable
                aria-label={`Reorder ${name}: drag, or press the up and down arrow keys`}
                onKeyDown={(event) => onHandleKey(event, index)}
                onDragStart={(event: DragEvent) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                  setDragFrom(index);
                }}
                onDragEnd={endDrag}
                className="inline-flex size-10 cursor-grab items-center justify-center rounded-full border border-slate-300 bg-white text-brand-900 hover:bg-brand-50 active:cursor-grabbing"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
                  <circle cx="9" cy="6" r="1.6" />
                  <circle cx="15" cy="6" r="1.6" />
                  <circle cx="9" cy="12" r="1.6" />
                  <circle cx="15" cy="12" r="1.6" />
                  <circle cx="9" cy="18" r="1.6" />
                  <circle cx="15" cy="18" r="1.6" />
                </svg>
              </button>
              <button
                type="button"
                className={moveButton}
                aria-disabled={index === 0 || undefined}
                onClick={() => move(index, index - 1)}
              >
                <span aria-hidden="true">↑</span> Move up<span className="sr-only">: {name}</span>
              </button>
              <button
                type="button"
                className={moveButton}
                aria-disabled={index === keys.length - 1 || undefined}
                onClick={() => move(index, index + 1)}
              >
                <span aria-hidden="true">↓</span> Move down<span className="sr-only">: {name}</span>
              </button>
            </div>
          );
          return (
            <li
              key={key}
              data-testid="reorder-item"
              onDragOver={(event) => {
                if (dragFrom === null) return;
                event.preventDefault();
                setDragOver(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragFrom !== null) move(dragFrom, index);
                endDrag();
              }}
              className={`rounded-2xl ${dragOver === index && dragFrom !== index ? 'ring-2 ring-alpenglow-500' : ''}`}
            >
              {renderItem(index, handle)}
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
