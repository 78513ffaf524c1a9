import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentMessages, uploadedContentImageSchema } from '#common/site-content.ts';
import { imageUrl, storedWidths } from '../../domain/images/images.ts';
import { badRequest } from '../../http/http-errors.ts';
import { readMultipart } from '../multipart.ts';
import { storeUploads } from '../uploads.ts';
import { errorSchema } from './schemas.ts';

/**
 * Pictures for site content (issue 12): one file through the image pipeline of property photos (same
 * formats, size limit, decoding and variants), answered with the key a content image names. A picture no
 * page uses yet stays stored: the editor uploads before the draft is saved, and revisions keep naming the
 * pictures they showed, so nothing here deletes one.
 */
export const contentImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { images, config } = app.domain;

  app.post('/content-images', {
    schema: {
      tags: ['Site content'],
      operationId: 'uploadContentImage',
      summary: 'Stores a picture for site content; its key goes into a content image as {key, alt}',
      description:
        'multipart/form-data: file (one JPEG, PNG, WebP or AVIF image, at most the upload size limit). ' +
        'The picture is stored even if no page uses it yet.',
      consumes: ['multipart/form-data'],
      response: { 201: uploadedContentImageSchema, 400: errorSchema, 401: errorSchema, 413: errorSchema },
    },
    handler: async (request, reply) => {
      const form = await readMultipart(request, config.tmpDir, config.uploadMaxBytes);
      try {
        const files = form.filesOf('file');
        if (files.length !== 1) {
          throw badRequest(contentMessages.uploadFileRequired, { file: contentMessages.uploadFileRequired });
        }
        const [stored] = await storeUploads(images, files);
        const { key, width, height } = stored!;
        // Returned, not sent: the reply goes out after `finally` has removed the temporary file.
        reply.status(201);
        return { key, width, height, src: imageUrl(key, storedWidths(width)[0]!) };
      } finally {
        await form.cleanup();
      }
    },
  });
};
