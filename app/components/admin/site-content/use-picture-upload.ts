import { useState } from 'react';
import { useSessionExpiry } from '#app/lib/admin/session-expiry.ts';
import { ApiError, api } from '#app/lib/api.ts';
import { imageTypeMessage, isAcceptedImageType } from '#common/images.ts';
import type { UploadedContentImage } from '#common/site-content.ts';
import type { SaveProgressState } from '../property-form/save-progress.tsx';

export const uploadingMessage = 'Uploading the picture';

export interface PictureUpload {
  /** Bytes sent so far while an upload runs, else null. */
  progress: SaveProgressState | null;
  /** Why the last upload was refused (the API's words), else null. */
  error: string | null;
  /** The last picture uploaded here: its key and thumbnail. */
  uploaded: UploadedContentImage | null;
  upload(file: File): Promise<UploadedContentImage | null>;
}

/** The text of a refused upload: the API's message about the file, or what went wrong on the way. */
function refusal(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return error.fields.file ?? error.message;
  return 'The picture could not be sent. Check the connection and try again.';
}

/**
 * Sends one picture to `POST /api/v1/content-images` with a progress bar. A file of another type is
 * refused before anything is sent, with the file pickers' message; the server decides the rest.
 */
export function usePictureUpload(): PictureUpload {
  const { reportIfExpired } = useSessionExpiry();
  const [progress, setProgress] = useState<SaveProgressState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<UploadedContentImage | null>(null);

  async function upload(file: File): Promise<UploadedContentImage | null> {
    if (!isAcceptedImageType(file.type)) {
      setError(imageTypeMessage);
      return null;
    }
    const form = new FormData();
    form.append('file', file);
    setError(null);
    setProgress({ message: uploadingMessage, sent: 0, total: 0 });
    try {
      const answer = await api<UploadedContentImage>('/content-images', {
        form,
        onUploadProgress: (sent, total) => setProgress({ message: uploadingMessage, sent, total }),
      });
      setUploaded(answer);
      return answer;
    } catch (failure) {
      reportIfExpired(failure);
      setError(refusal(failure));
      return null;
    } finally {
      setProgress(null);
    }
  }

  return { progress, error, uploaded, upload };
}
