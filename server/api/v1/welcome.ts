import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exceedsPhotoLimit, limits, tooManyPhotosMessage } from '#common/property.ts';
import { langQuerySchema } from '#common/translations.ts';
import {
  tooManyAmenitiesMessage,
  welcomeAmenitySchema,
  welcomeFieldsSchema,
  welcomeSchema,
} from '#common/welcome.ts';
import { requireWelcomeFor } from '../../domain/access/welcome-access.ts';
import type { StoredImage } from '../../domain/images/images.ts';
import { saveWelcome, type WelcomeChanges } from '../../domain/properties/welcome-pages.ts';
import { localiseWelcome, readWelcomeTranslations } from '../../domain/properties/welcome-translations.ts';
import { visitorTokens } from '../../http/cookies.ts';
import { badRequest } from '../../http/http-errors.ts';
import { idListField, listField, type MultipartBody, readMultipart } from '../multipart.ts';
import { parseOrThrow } from '../parse.ts';
import { storeUploads, withStoredImages } from '../uploads.ts';
import { errorSchema, idParams, propertyIdParams } from './schemas.ts';

const propertyIdField = z.object({ property_id: idParams.shape.id });

const amenityName = /^amenities\[([^\]]{1,200})\]\[(name|description|videoLink|image)\]$/;

const multipartNote =
  'multipart/form-data: property_id (create), owning_company, contact_phone, contact_email, checkout_time, ' +
  'checkout_instructions, check_in_time, check_in_instructions, early_check_in and late_checkout (HH:MM the ' +
  'home allows a guest who asks; empty: not offered), auto_approve_times (true|false, default false), door_code, door_instructions, garbage_info, ' +
  'garbage_location, garbage_code, wifi_network, wifi_password, password_shows_codes (true|false, default false), ' +
  'parking_location, parking_instructions, house_rules (comma-separated), shuttle_description, shuttle_images ' +
  '(files), pm_contact, property_password, amenities[key][name|description|videoLink|image]';

/** Groups the `amenities[key][…]` parts into amenity blocks, in the order they were sent. */
function amenityBlocks(form: MultipartBody) {
  const blocks = new Map<string, { fields: Record<string, string>; image?: (typeof form.files)[number] }>();
  const block = (key: string) => {
    if (!blocks.has(key)) blocks.set(key, { fields: {} });
    return blocks.get(key)!;
  };
  for (const [name, value] of Object.entries(form.fields)) {
    const match = amenityName.exec(name);
    if (!match) continue;
    block(match[1]!).fields[match[2]!] = Array.isArray(value) ? (value[0] ?? '') : value;
  }
  for (const file of form.files) {
    const match = amenityName.exec(file.field);
    if (match?.[2] === 'image') block(match[1]!).image = file;
  }
  if (blocks.size > limits.welcomeAmenities) throw badRequest(tooManyAmenitiesMessage);
  return [...blocks.entries()].map(([formKey, b]) => {
    const result = welcomeAmenitySchema.safeParse(b.fields);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const field = `amenities[${formKey}][${issue.path.join('.')}]`;
      throw badRequest(issue.message, { [field]: issue.message });
    }
    return { formKey, fields: result.data, file: b.image };
  });
}

export const welcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Welcome pages'];
  const { images, config } = app.domain;

  async function save(form: MultipartBody, propertyId: number, mode: 'create' | 'upsert') {
    const fields = parseOrThrow(welcomeFieldsSchema, form.fields);
    const blocks = amenityBlocks(form);
    const shuttleFiles = form.filesOf('shuttle_images');
    if (exceedsPhotoLimit(shuttleFiles.length)) throw badRequest(tooManyPhotosMessage('shuttle'));
    const deletedShuttleImageIds = idListField(form.fields, 'deleted_shuttle_images');
    const deletedAmenityImages = listField(form.fields, 'deleted_amenity_images');

    const stored: StoredImage[] = [];
    const store = async (files: MultipartBody['files']) => {
      const result = await withStoredImages(images, [...stored], () => storeUploads(images, files));
      stored.push(...result);
      return result;
    };
    const newShuttleImages = await store(shuttleFiles);
    const amenities: WelcomeChanges['amenities'] = [];
    for (const block of blocks) {
      const [image] = block.file ? await store([block.file]) : [];
      amenities.push({ formKey: block.formKey, fields: block.fields, image });
    }
    const { welcome, removed } = await withStoredImages(images, stored, () =>
      saveWelcome(
        app.domain,
        propertyId,
        fields,
        { amenities, newShuttleImages, deletedShuttleImageIds, deletedAmenityImages },
        mode,
      ),
    );
    await images.remove(removed);
    // as a read without lang answers: the French beside the English
    return { ...welcome, translations: await readWelcomeTranslations(app.domain, welcome) };
  }

  app.post('/properties/welcome', {
    schema: {
      tags,
      operationId: 'createWelcome',
      summary: "Creates a property's welcome page",
      description: multipartNote,
      consumes: ['multipart/form-data'],
      response: {
        201: welcomeSchema,
        400: errorSchema,
        401: errorSchema,
        404: errorSchema,
        409: errorSchema,
        413: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const form = await readMultipart(request, config.tmpDir, config.uploadMaxBytes);
      try {
        const { property_id } = parseOrThrow(propertyIdField, { property_id: form.fields.property_id });
        const welcome = await save(form, property_id, 'create');
        // Returned, not sent: the reply goes out after `finally` has removed the temporary files.
        reply.status(201);
        return welcome;
      } finally {
        await form.cleanup();
      }
    },
  });

  app.put('/properties/welcome/:propertyId', {
    schema: {
      tags,
      operationId: 'saveWelcome',
      summary:
        "Updates (or creates) a property's welcome page; a blank property_password keeps the current one",
      description: `${multipartNote}, deleted_amenity_images (amenity keys), deleted_shuttle_images (image ids)`,
      consumes: ['multipart/form-data'],
      params: propertyIdParams,
      response: {
        200: welcomeSchema,
        400: errorSchema,
        401: errorSchema,
        404: errorSchema,
        413: errorSchema,
      },
    },
    handler: async (request) => {
      const form = await readMultipart(request, config.tmpDir, config.uploadMaxBytes);
      try {
        return await save(form, request.params.propertyId, 'upsert');
      } finally {
        await form.cleanup();
      }
    },
  });

  app.get('/properties/welcome/:propertyId', {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'getWelcome',
      summary:
        "Welcome data: for a guest of that property or an admin; a stay's guest gets the codes as null " +
        'with codes_available_at before arrival day',
      description:
        'With lang (en or fr): the staff texts in that language where they have a version, English ' +
        'otherwise, with lang and untranslated (the write names of the texts shown in English); without ' +
        'it: as stored, with translations {fr: {…welcome text fields, amenities: [{name, description}] ' +
        "in the English amenities' order}} (written with the property, PUT /properties/{id}).",
      params: propertyIdParams,
      querystring: langQuerySchema,
      security: [{ guestSession: [] }, { adminSession: [] }],
      response: {
        200: welcomeSchema,
        400: errorSchema,
        401: errorSchema,
        403: errorSchema,
        404: errorSchema,
      },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const welcome = await requireWelcomeFor(app.domain, request.params.propertyId, visitorTokens(request));
      const { lang } = request.query;
      if (lang) return localiseWelcome(app.domain, welcome, lang);
      return { ...welcome, translations: await readWelcomeTranslations(app.domain, welcome) };
    },
  });
};
