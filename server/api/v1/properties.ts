import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exceedsPhotoLimit,
  propertySchema,
  propertyWriteSchema,
  tooManyPhotosMessage,
} from '#common/property.ts';
import { listingQuerySchema } from '#common/stay-search.ts';
import { langQuerySchema } from '#common/translations.ts';
import {
  createProperty,
  deleteProperty,
  findFeaturedProperties,
  getProperty,
  listProperties,
  localiseProperty,
  setPublished,
  updateProperty,
} from '../../domain/properties/properties.ts';
import { badRequest } from '../../http/http-errors.ts';
import { publicOrStaffSecurity, visibilityOf } from '../guards.ts';
import { idListField, readMultipart } from '../multipart.ts';
import { parseOrThrow } from '../parse.ts';
import { storeUploads, withStoredImages } from '../uploads.ts';
import { errorSchema, idParams } from './schemas.ts';

const multipartNote =
  'multipart/form-data: name, description, address, bedrooms, beds, bathrooms, sqft, max_guests, minimum_nights, ' +
  'guesty_link, address_description, is_featured, amenities (repeated or comma-separated), ' +
  'nightly_rate_from (whole CAD, optional), registration_number (optional), business_licence (optional), ' +
  'is_published (default true when omitted; false: a draft only staff see), ' +
  'translations (optional JSON text: {"fr": {name, description, address_description, amenities (text: the ' +
  "amenity list), and the welcome page's check_in_instructions, door_instructions, checkout_instructions, " +
  'garbage_info, garbage_location, parking_location, parking_instructions, shuttle_description, pm_contact, ' +
  'house_rules (one rule per line), with its amenity blocks as a list [{name, description}] in the English ' +
  'order under amenities or welcome_amenities}}; a blank text removes that French field)';

const publishedBodySchema = z.object({
  is_published: z.boolean({ message: 'is_published must be true or false' }),
});

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Properties'];
  const { images, config } = app.domain;
  const readForm = (request: Parameters<typeof readMultipart>[0]) =>
    readMultipart(request, config.tmpDir, config.uploadMaxBytes);

  const listSchema = {
    tags,
    operationId: 'listProperties',
    summary: 'Properties, filtered by minimum bedrooms, bathrooms, max_guests; minimum_nights = stay length',
    description:
      'With check_in and check_out (YYYY-MM-DD, site time zone, both or neither): only properties free for ' +
      'every night [check_in, check_out) whose minimum_nights fits the stay; guests: max_guests >= guests. ' +
      '400 when check_out <= check_in, check_in is in the past or more than 18 months ahead, or a date is malformed. ' +
      'Drafts (is_published false) are listed for a staff session only.',
    querystring: listingQuerySchema.and(langQuerySchema),
    security: publicOrStaffSecurity,
    response: { 200: z.array(propertySchema), 400: errorSchema },
  };
  app.get('/properties', {
    config: { access: 'public', sharedRead: true },
    schema: listSchema,
    handler: async (request) => {
      const { lang, ...filters } = request.query;
      const homes = await listProperties(app.domain, filters, await visibilityOf(request));
      return homes.map((p) => localiseProperty(p, lang));
    },
  });

  app.get('/properties/featured', {
    config: { access: 'public', sharedRead: true },
    schema: {
      tags,
      operationId: 'listFeaturedProperties',
      summary: 'Featured properties (published ones only)',
      querystring: langQuerySchema,
      response: { 200: z.array(propertySchema), 400: errorSchema },
    },
    handler: async (request) =>
      (await findFeaturedProperties(app.domain)).map((p) => localiseProperty(p, request.query.lang)),
  });

  app.get('/properties/:id', {
    config: { access: 'public', sharedRead: true },
    schema: {
      tags,
      operationId: 'getProperty',
      summary: 'One property',
      description: 'A draft (is_published false) is a 404 without a staff session.',
      params: idParams,
      querystring: langQuerySchema,
      security: publicOrStaffSecurity,
      response: { 200: propertySchema, 400: errorSchema, 404: errorSchema },
    },
    handler: async (request) => {
      const property = await getProperty(app.domain, request.params.id, await visibilityOf(request));
      return localiseProperty(property, request.query.lang);
    },
  });

  app.post('/properties', {
    schema: {
      tags,
      operationId: 'createProperty',
      summary: 'Creates a property',
      description: `${multipartNote}; cover_image (file, required), images (files, repeated)`,
      consumes: ['multipart/form-data'],
      response: { 201: propertySchema, 400: errorSchema, 401: errorSchema, 413: errorSchema },
    },
    handler: async (request, reply) => {
      const form = await readForm(request);
      try {
        const fields = parseOrThrow(propertyWriteSchema, form.fields);
        const [coverFile, ...extraCovers] = form.filesOf('cover_image');
        if (!coverFile || extraCovers.length > 0) {
          const message = coverFile ? 'Only one cover image can be sent' : 'Cover image is required';
          throw badRequest(message, { cover_image: message });
        }
        const galleryFiles = form.filesOf('images');
        if (exceedsPhotoLimit(galleryFiles.length)) throw badRequest(tooManyPhotosMessage('gallery'));
        const [cover] = await storeUploads(images, [coverFile]);
        const gallery = await withStoredImages(images, [cover!], () => storeUploads(images, galleryFiles));
        const property = await withStoredImages(images, [cover!, ...gallery], () =>
          createProperty(app.domain, fields, { cover: cover!, gallery }),
        );
        // Returned, not sent: the reply goes out after `finally` has removed the temporary files.
        reply.status(201);
        return property;
      } finally {
        await form.cleanup();
      }
    },
  });

  app.put('/properties/:id', {
    schema: {
      tags,
      operationId: 'updateProperty',
      summary: 'Updates a property',
      description: `${multipartNote}; updated_cover_image (file), new_images (files), deleted_image_ids (ids), image_order (gallery ids in order)`,
      consumes: ['multipart/form-data'],
      params: idParams,
      response: {
        200: propertySchema,
        400: errorSchema,
        401: errorSchema,
        404: errorSchema,
        413: errorSchema,
      },
    },
    handler: async (request) => {
      const id = request.params.id;
      const form = await readForm(request);
      try {
        if (form.fields.id !== undefined && String(form.fields.id) !== String(id)) {
          throw badRequest('The id in the form does not match the address', {
            id: 'Does not match the address',
          });
        }
        await getProperty(app.domain, id, 'staff');
        const fields = parseOrThrow(propertyWriteSchema, form.fields);
        const deletedImageIds = idListField(form.fields, 'deleted_image_ids');
        const imageOrder = idListField(form.fields, 'image_order');
        const [coverFile, ...extraCovers] = form.filesOf('updated_cover_image');
        if (extraCovers.length > 0) throw badRequest('Only one cover image can be sent');
        const newFiles = form.filesOf('new_images');
        if (exceedsPhotoLimit(newFiles.length)) throw badRequest(tooManyPhotosMessage('gallery'));
        const cover = coverFile ? (await storeUploads(images, [coverFile]))[0] : undefined;
        const added = await withStoredImages(images, cover ? [cover] : [], () =>
          storeUploads(images, newFiles),
        );
        const stored = cover ? [cover, ...added] : added;
        const { property, removed } = await withStoredImages(images, stored, () =>
          updateProperty(app.domain, id, fields, { cover, newImages: added, deletedImageIds, imageOrder }),
        );
        await images.remove(removed);
        return property;
      } finally {
        await form.cleanup();
      }
    },
  });

  app.put('/properties/:id/published', {
    schema: {
      tags,
      operationId: 'setPropertyPublished',
      summary: 'Publishes a draft home, or takes a published one back to draft',
      description:
        'JSON {is_published: boolean}. Only the flag changes (a draft is seen by staff only: not listed, ' +
        'searched, in the sitemap or the calendar export; its page, availability and quote are 404 to visitors).',
      params: idParams,
      body: publishedBodySchema,
      response: { 200: propertySchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => setPublished(app.domain, request.params.id, request.body.is_published),
  });

  app.delete('/properties/:id', {
    schema: {
      tags,
      operationId: 'deleteProperty',
      summary: 'Deletes a property with its welcome page and images',
      params: idParams,
      response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      await deleteProperty(app.domain, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
