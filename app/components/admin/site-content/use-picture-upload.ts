import { useState } from 'react';
import { imageTypeMessage, isAcceptedImageType } from '#common/images.ts';
import type { UploadedContentImage } from '#common/site-content.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { uploadAnswer } from '../../../lib/api/upload.ts';
import type { ApiError } from '../../../lib/api.ts';
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
function refusal(error: ApiError): string {
  if (error.status > 0) return error.fields.file ?? error.message;
  return 'The picture could not be sent. Check the connection and try again.';
}

/**
 * Sends one picture to the content pictures (`POST /content-images`) with a progress bar. A file of another type is
 * refused before anything is sent, with the file pickers' message; the server decides the rest.
 */
export function usePictureUpload(): PictureUpload {
  // the picture is only kept by the form that asked for it: nothing on screen to read again
  const write = useApiWrite({ revalidate: false });
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
    const result = await write.run('upload', () =>
      uploadAnswer('POST', '/content-images', {
        body: form,
        onUploadProgress: (sent, total) => setProgress({ message: uploadingMessage, sent, total }),
      }),
    );
    setProgress(null);
    if (!result.ok) {
      setError(refusal(result.error));
      return null;
    }
    setUploaded(result.data);
    return result.data;
  }

  return { progress, error, uploaded, upload };
}
