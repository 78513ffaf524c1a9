/**
 * The files chosen in a form, each under a name of its own: a form field holds text, so a field that
 * stands for a file (the property form's cover, photos and amenity pictures) holds that name, and the
 * form's schema reads the file back by it when the form is checked and sent.
 */
export interface ChosenFiles {
  /** Keeps a file; answers the name a field holds it by. */
  add(file: File): string;
  get(name: string): File | undefined;
}

export function chosenFiles(): ChosenFiles {
  const files = new Map<string, File>();
  let count = 0;
  return {
    add(file) {
      count += 1;
      const name = `chosen-file-${count}`;
      files.set(name, file);
      return name;
    },
    get: (name) => files.get(name),
  };
}
