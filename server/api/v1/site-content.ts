import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingSettingsShape } from '#common/booking.ts';
import { pricingSettingsSchema } from '#common/pricing.ts';
import {
  draftInputSchema,
  draftSchema,
  pageListItemSchema,
  publishedPageSchema,
  revisionListItemSchema,
  revisionSchema,
  settingsReadSchema,
  siteContentSettingsInputSchema,
  siteContentSettingsResponseSchema,
} from '#common/site-content.ts';
import { langQuerySchema } from '#common/translations.ts';
import {
  discardDraft,
  getDraft,
  getPublishedPage,
  getRevision,
  listPages,
  listRevisions,
  localiseSettings,
  publishDraft,
  readSiteSettings,
  restoreRevision,
  saveDraft,
  saveSiteSettings,
} from '../../domain/content/site-content.ts';
import { localisePage } from '../../domain/content/site-content-french.ts';
import { settingsDefaults } from '../../domain/content/site-content-seed.ts';
import { readPricingSettings, savePricingSettings } from '../../domain/pricing/rates.ts';
import { readBookingSettings, saveBookingSettings } from '../../domain/stays/booking-settings.ts';
import { hasTwoFactor } from '../../domain/users/two-factor/two-factor.ts';
import {
  readTwoFactorRequirement,
  saveTwoFactorRequirement,
} from '../../domain/users/two-factor/two-factor-setting.ts';
import { conflict, forbidden } from '../../http/http-errors.ts';
import { requireAdmin } from '../guards.ts';
import { errorSchema, messageSchema } from './schemas.ts';

/** A page slug in an address: any text here, an unknown one is a 404 (not a 400) from the domain. */
const slugParams = z.object({ slug: z.string().max(64) });
const revisionParams = slugParams.extend({
  n: z.coerce
    .number({ message: 'The revision must be a whole number' })
    .int('The revision must be a whole number')
    .min(1, 'The revision must be a whole number'),
});

/** The taxes and cancellation policy (issue 40), stored in their own tables, shown with the settings. */
const pricingSettings = pricingSettingsSchema.shape;
/** The booking settings (issue 41): left out of a PUT, unchanged. */
const bookingSettingsInput = {
  request_hold_hours: bookingSettingsShape.request_hold_hours.optional().describe('left out: unchanged'),
  payment_instructions: bookingSettingsShape.payment_instructions.optional().describe('left out: unchanged'),
};
const pricingSettingsInput = {
  taxes: pricingSettings.taxes.optional().describe('left out: unchanged'),
  cancellation: pricingSettings.cancellation.optional().describe('left out: unchanged'),
};

/** Whether admins must use two-factor sign-in (issue 39, ADR 0043); default false. */
const securitySettings = { require_two_factor_for_admins: z.boolean() };
const securitySettingsInput = {
  require_two_factor_for_admins: securitySettings.require_two_factor_for_admins
    .optional()
    .describe('left out: unchanged; true only once your own two-factor sign-in is on (else 409)'),
};

/** Site content (issue 12): pages, drafts, revisions and the site settings. Admin unless marked public. */
export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Site content'];
  const adminName = async (request: Parameters<typeof requireAdmin>[0]) => (await requireAdmin(request)).name;

  app.get('/pages', {
    schema: {
      tags,
      operationId: 'listPages',
      summary: 'Every brochure page with who published it when, and its draft (who, when) if any',
      response: { 200: z.array(pageListItemSchema), 401: errorSchema },
    },
    handler: async () => listPages(app.domain),
  });

  app.get('/pages/:slug', {
    config: { access: 'public', sharedRead: true },
    schema: {
      tags,
      operationId: 'getPublishedPage',
      summary: 'The published page (public); with `?lang=fr` its French texts where given, else the English',
      params: slugParams,
      querystring: langQuerySchema,
      response: { 200: publishedPageSchema, 400: errorSchema, 404: errorSchema },
    },
    handler: async (request) =>
      localisePage(await getPublishedPage(app.domain, request.params.slug), request.query.lang),
  });

  app.get('/pages/:slug/draft', {
    schema: {
      tags,
      operationId: 'getPageDraft',
      summary: "The page's draft (404 when it has none)",
      params: slugParams,
      response: { 200: draftSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => getDraft(app.domain, request.params.slug),
  });

  app.put('/pages/:slug/draft', {
    schema: {
      tags,
      operationId: 'savePageDraft',
      summary:
        'Saves the whole draft; 409 when base_revision is not the published revision (or the draft changed)',
      params: slugParams,
      body: draftInputSchema,
      response: { 200: draftSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
    },
    handler: async (request) =>
      saveDraft(app.domain, request.params.slug, request.body, await adminName(request)),
  });

  app.delete('/pages/:slug/draft', {
    schema: {
      tags,
      operationId: 'discardPageDraft',
      summary: 'Discards the draft',
      params: slugParams,
      response: { 200: messageSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => {
      await discardDraft(app.domain, request.params.slug);
      return { message: 'Draft discarded' };
    },
  });

  app.post('/pages/:slug/publish', {
    schema: {
      tags,
      operationId: 'publishPage',
      summary: 'Publishes the draft as a new revision (with a summary of what changed)',
      params: slugParams,
      response: { 200: publishedPageSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
    },
    handler: async (request) => {
      const admin = await requireAdmin(request);
      return publishDraft(app.domain, request.params.slug, admin.name, admin);
    },
  });

  app.get('/pages/:slug/revisions', {
    schema: {
      tags,
      operationId: 'listPageRevisions',
      summary: "The page's published revisions, newest first",
      params: slugParams,
      response: { 200: z.array(revisionListItemSchema), 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => listRevisions(app.domain, request.params.slug),
  });

  app.get('/pages/:slug/revisions/:n', {
    schema: {
      tags,
      operationId: 'getPageRevision',
      summary: 'One revision in full',
      params: revisionParams,
      response: { 200: revisionSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) => getRevision(app.domain, request.params.slug, request.params.n),
  });

  app.post('/pages/:slug/revisions/:n/restore', {
    schema: {
      tags,
      operationId: 'restorePageRevision',
      summary: "Makes the revision's content the page's draft (publish it to show it)",
      params: revisionParams,
      response: { 200: draftSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
    },
    handler: async (request) =>
      restoreRevision(app.domain, request.params.slug, request.params.n, await adminName(request)),
  });

  app.get('/settings', {
    config: { access: 'public', sharedRead: true },
    schema: {
      tags,
      operationId: 'getSiteSettings',
      summary: 'The public site settings: brand name, contact details, footer blurb, social links, credit',
      querystring: langQuerySchema,
      response: {
        200: settingsReadSchema.extend(pricingSettings).extend(securitySettings).extend(bookingSettingsShape),
        400: errorSchema,
      },
    },
    handler: async (request) => ({
      ...localiseSettings(
        await readSiteSettings(app.domain, settingsDefaults(app.domain.config)),
        request.query.lang,
      ),
      ...(await readPricingSettings(app.domain)),
      require_two_factor_for_admins: await readTwoFactorRequirement(app.domain),
      ...(await readBookingSettings(app.domain)),
    }),
  });

  app.put('/settings', {
    schema: {
      tags,
      operationId: 'saveSiteSettings',
      summary: 'Changes the site settings (every field; `translations` only the French texts it names)',
      body: siteContentSettingsInputSchema
        .extend(pricingSettingsInput)
        .extend(securitySettingsInput)
        .extend(bookingSettingsInput),
      response: {
        200: siteContentSettingsResponseSchema
          .extend(pricingSettings)
          .extend(securitySettings)
          .extend(bookingSettingsShape),
        400: errorSchema,
        401: errorSchema,
        403: errorSchema,
        409: errorSchema,
      },
    },
    handler: async (request) => {
      const {
        taxes,
        cancellation,
        require_two_factor_for_admins: requireTwoFactor,
        request_hold_hours,
        payment_instructions,
        ...settings
      } = request.body;
      const me = await requireAdmin(request);
      if (
        requireTwoFactor !== undefined &&
        me.role !== 'admin' &&
        requireTwoFactor !== (await readTwoFactorRequirement(app.domain))
      )
        throw forbidden('Only an admin can change whether admins must use two-factor sign-in');
      // an admin who turns the requirement on must not shut themself out of the back office with it
      if (requireTwoFactor && !(await hasTwoFactor(app.domain, me.id)))
        throw conflict('Turn on your own two-factor sign-in (in your profile) before requiring it of admins');
      // the pricing first: a refused policy leaves every setting as it was
      await savePricingSettings(app.domain, { taxes, cancellation });
      await saveSiteSettings(app.domain, settings, me.name);
      await saveBookingSettings(app.domain, { request_hold_hours, payment_instructions }, me.name);
      if (requireTwoFactor !== undefined)
        await saveTwoFactorRequirement(app.domain, requireTwoFactor, me.name);
      return {
        ...(await readSiteSettings(app.domain, settingsDefaults(app.domain.config))),
        ...(await readPricingSettings(app.domain)),
        require_two_factor_for_admins: await readTwoFactorRequirement(app.domain),
        ...(await readBookingSettings(app.domain)),
      };
    },
  });
};
