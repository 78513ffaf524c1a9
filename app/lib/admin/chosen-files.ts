import type { ImageRef } from '#common/property.ts';

/**
 * The files chosen in a form, each under a name of its own: a form field holds text, so a field that
 * stands for a file (the property form's cover, photos and amenity pictures) holds that name, and the
 * form's schema reads the file back by it when the form is checked and sent. Once the server holds a
 * file, it is not sent again: the schema reads the stored image instead (a photo), or nothing (the cover).
 */
export interface ChosenFiles {
  /** Keeps a file; answers the name a field holds it by. */
  add(file: File): string;
  /** The file to send by its name; none once the server holds it. */
  get(name: string): File | undefined;
  /** The stored image the server made of the file of that name, once it holds it. */
  stored(name: string): ImageRef | undefined;
  /** Records that the server holds this file now, as this image (a photo) or as the cover (null). */
  saved(file: File, image: ImageRef | null): void;
}

export function chosenFiles(): ChosenFiles {
  const files = new Map<string, File>();
  const saved = new Map<File, ImageRef | null>();
  let count = 0;
  return {
    add(file) {
      count += 1;
      const name = `chosen-file-${count}`;
      files.set(name, file);
      return name;
    },
    get(name) {
      const file = files.get(name);
      return file && !saved.has(file) ? file : undefined;
    },
    stored(name) {
      const file = files.get(name);
      return (file && saved.get(file)) ?? undefined;
    },
    saved(file, image) {
      saved.set(file, image);
    },
  };
}
