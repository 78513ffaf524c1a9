import type { ImageStore, StoredImage } from '../domain/images/images.ts';
import { HttpError, httpErrorOf } from '../http/http-errors.ts';
import type { UploadedFile } from './multipart.ts';

/**
 * Turns uploaded files into stored images, one at a time (each decode is CPU-heavy). If any file is
 * refused, the ones already stored are removed and the error names the field.
 */
export async function storeUploads(store: ImageStore, files: UploadedFile[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const file of files) {
      try {
        stored.push(await store.store(file.path));
      } catch (error) {
        const refusal = httpErrorOf(error);
        if (refusal?.status === 400) {
          throw new HttpError(400, `${file.field}: ${refusal.message}`, { [file.field]: refusal.message });
        }
        throw error;
      }
    }
    return stored;
  } catch (error) {
    await store.remove(stored);
    throw error;
  }
}

/** Runs `save` with freshly stored images; if saving fails, the new files are removed again. */
export async function withStoredImages<T>(
  store: ImageStore,
  images: StoredImage[],
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    await store.remove(images);
    throw error;
  }
}
