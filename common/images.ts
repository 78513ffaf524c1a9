/**
 * The image formats the site accepts for uploads, stated once: the browser's MIME type (what the file
 * pickers offer and the form checks), the name the server's decoder (sharp) reports for the file's actual
 * content, and the name people know. AVIF decodes as `heif`; the server also checks its AV1 brand.
 */
export const imageFormats = [
  { mime: 'image/jpeg', decoder: 'jpeg', label: 'JPEG' },
  { mime: 'image/png', decoder: 'png', label: 'PNG' },
  { mime: 'image/webp', decoder: 'webp', label: 'WebP' },
  { mime: 'image/avif', decoder: 'heif', label: 'AVIF' },
] as const;

const labels = imageFormats.map((format) => format.label);
/** "JPEG, PNG, WebP or AVIF" */
const formatList = `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;

/** The `accept` attribute of an image file picker. */
export const imageAccept = imageFormats.map((format) => format.mime).join(',');

/** What the form says about a chosen file of another type (before anything is sent). */
export const imageTypeMessage = `Choose a ${formatList} image`;

/** What the API says about an upload whose content is not one of the formats. */
export const notAnImageMessage = `Only ${formatList} images are accepted`;

export function isAcceptedImageType(mimeType: string): boolean {
  return imageFormats.some((format) => format.mime === mimeType);
}

export function isAcceptedImageDecoderFormat(decoderFormat: string | undefined): boolean {
  return imageFormats.some((format) => format.decoder === decoderFormat);
}

/** Where the site serves a variant of an image of the pipeline (server/api/image-files.ts). */
export const imageUrl = (key: string, width: number) => `/uploads/${key}-${width}.webp`;

/**
 * The narrowest variant the pipeline makes (an image narrower than this keeps only its own width): what
 * the back office shows as a thumbnail of an uploaded picture.
 */
export const thumbnailWidth = 480;
