import { type DragEvent, useState } from 'react';
import { imageTypeMessage } from '#common/images.ts';
import type { ChosenFiles } from '../../../lib/admin/chosen-files.ts';
import { isAcceptedImage, newPhoto, type PhotoFields } from '../../../lib/admin/property-form-schema.ts';
import { useObjectUrl } from '../../../lib/admin/use-object-url.ts';
import { FilePicker } from './file-picker.tsx';
import { textOf, usePropertyField } from './form-metadata.ts';
import { HiddenField } from './hidden-field.tsx';

export interface PhotoListEditorProps {
  /** the list's name: `gallery` or `shuttle` */
  name: string;
  files: ChosenFiles;
  /** What one photo is called in labels, e.g. "Photo" or "Shuttle photo". */
  noun: string;
  addLabel: string;
  /** Drag (and Move earlier/later buttons) to change the order. */
  reorderable: boolean;
  emptyText: string;
}

/**
 * A list of photos: previews of new ones, removal of any, and — for the gallery — the order. The photos
 * are a list of the form (Conform's insert, remove and reorder), each held in hidden fields: a stored one
 * by its id and address, a new one by the name of its chosen file.
 */
export function PhotoListEditor(props: PhotoListEditorProps) {
  const { name, files, noun, addLabel, reorderable, emptyText } = props;
  const [field, form] = usePropertyField<PhotoFields[]>(name);
  const photos = field.getFieldList();
  const [rejected, setRejected] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const error = field.errors?.[0];

  function addFiles(chosen: File[]) {
    const images = chosen.filter(isAcceptedImage);
    const others = chosen.filter((file) => !isAcceptedImage(file));
    for (const image of images) form.insert({ name: field.name, defaultValue: newPhoto(files.add(image)) });
    setRejected(
      others.length > 0 ? `Not added: ${others.map((f) => f.name).join(', ')}. ${imageTypeMessage}.` : null,
    );
    setAnnouncement(images.length > 0 ? `${images.length} added` : '');
  }

  function moveTo(from: number, to: number) {
    if (to < 0 || to >= photos.length || from === to) return;
    form.reorder({ name: field.name, from, to });
    setAnnouncement(`${noun} ${from + 1} moved to position ${to + 1}`);
  }

  const dragProps = (index: number) =>
    reorderable
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
            setDragFrom(index);
          },
          onDragOver: (event: DragEvent) => {
            event.preventDefault();
            setDragOver(index);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            if (dragFrom !== null) moveTo(dragFrom, index);
            setDragFrom(null);
            setDragOver(null);
          },
          onDragEnd: () => {
            setDragFrom(null);
            setDragOver(null);
          },
        }
      : {};

  return (
    <div>
      {photos.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-400 px-4 py-6 text-center text-slate-600">
          {emptyText}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              name={photo.name}
              files={files}
              noun={noun}
              position={index + 1}
              dragProps={dragProps(index)}
              highlighted={dragOver === index && dragFrom !== index}
              onRemove={() => {
                form.remove({ name: field.name, index });
                setAnnouncement(`${noun} ${index + 1} removed`);
              }}
              onEarlier={reorderable ? (index > 0 ? () => moveTo(index, index - 1) : null) : undefined}
              onLater={
                reorderable ? (index < photos.length - 1 ? () => moveTo(index, index + 1) : null) : undefined
              }
            />
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <FilePicker label={addLabel} multiple onFiles={addFiles} />
        {reorderable && photos.length > 1 ? (
          <p className="text-sm text-slate-600">Drag photos, or use the arrows, to change the order.</p>
        ) : null}
      </div>
      {rejected ? <p className="field-error">{rejected}</p> : null}
      {error ? <p className="field-error">{error}</p> : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

interface PhotoTileProps {
  /** the photo's name in the form (`gallery[2]`) */
  name: string;
  files: ChosenFiles;
  noun: string;
  position: number;
  dragProps: object;
  highlighted: boolean;
  onRemove: () => void;
  /** undefined: no ordering; null: already at that end. */
  onEarlier?: (() => void) | null;
  onLater?: (() => void) | null;
}

const tileButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-900 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

function PhotoTile(props: PhotoTileProps) {
  const { name, files, noun, position, dragProps, highlighted, onRemove, onEarlier, onLater } = props;
  const [field] = usePropertyField<PhotoFields>(name);
  const photo = field.getFieldset();
  const label = `${noun} ${position}`;
  // a new photo the server holds already (a save that failed halfway) shows as stored
  const stored = files.stored(textOf(photo.file));
  const file = files.get(textOf(photo.file)) ?? null;
  const preview = useObjectUrl(file);
  const src = file ? preview : (stored?.url ?? textOf(photo.url));
  return (
    <li
      {...dragProps}
      className={`rounded-xl bg-white p-2 ring-1 ${highlighted ? 'ring-2 ring-alpenglow-500' : 'ring-slate-200'} ${
        onEarlier !== undefined ? 'cursor-grab active:cursor-grabbing' : ''
      }`}
    >
      {[photo.imageId, photo.url, photo.srcset, photo.file].map((hidden) => (
        <HiddenField key={hidden.name} name={hidden.name} />
      ))}
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-stone">
        {src ? (
          <img
            src={src}
            srcSet={file ? undefined : (stored?.srcset ?? textOf(photo.srcset)) || undefined}
            sizes="(min-width: 1024px) 240px, 45vw"
            alt={file ? `${label} (new: ${file.name})` : label}
            draggable={false}
            className="size-full object-cover"
          />
        ) : null}
        <span className="absolute top-1.5 left-1.5 rounded-full bg-brand-900/90 px-2 py-0.5 text-xs font-semibold text-white">
          {position}
          {file ? ' · New' : ''}
        </span>
        <button
          type="button"
          onClick={onRemove}
          className="absolute top-1 right-1 inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-red-700 shadow hover:bg-red-50"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
          <span className="sr-only">Remove {label.toLowerCase()}</span>
        </button>
      </div>
      {onEarlier !== undefined ? (
        <div className="mt-2 flex items-center justify-between gap-1.5">
          <button
            type="button"
            className={tileButton}
            aria-disabled={onEarlier === null || undefined}
            onClick={() => onEarlier?.()}
          >
            <span aria-hidden="true">←</span>
            <span className="sr-only">Move {label.toLowerCase()} earlier</span>
          </button>
          <span className="text-xs text-slate-600" aria-hidden="true">
            Move
          </span>
          <button
            type="button"
            className={tileButton}
            aria-disabled={onLater === null || undefined}
            onClick={() => onLater?.()}
          >
            <span aria-hidden="true">→</span>
            <span className="sr-only">Move {label.toLowerCase()} later</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}
