import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageKindSchema,
  messageSchema,
  messageSettingsSchema,
  messageStatuses,
  renderedMessageSchema,
  templateInputSchema,
  templatePreviewSchema,
  templateSchema,
} from '#common/guest-messages.ts';
import { isIsoDate, zonedInstant } from '#common/site-dates.ts';
import { renderTemplate, sampleValues } from '../../domain/messages/guest-message-compose.ts';
import {
  listMessages,
  maxListedMessages,
  planAllMessages,
  sendMessageNow,
} from '../../domain/messages/guest-messages.ts';
import {
  listTemplates,
  readGuideDaysBefore,
  saveGuideDaysBefore,
  saveTemplate,
} from '../../domain/messages/message-templates.ts';
import { inTransaction } from '../../domain/shared/context.ts';
import { errorSchema, idText } from './schemas.ts';

/** A bound of `from`/`to`: a date (its 00:00 in SITE_TIMEZONE) or an instant. */
const instantOrDate = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => isIsoDate(v) || !Number.isNaN(Date.parse(v)),
      `${label} must be a date YYYY-MM-DD or an ISO instant`,
    );

const messageQuery = z.object({
  stay_id: idText.optional(),
  status: z
    .enum(messageStatuses, { message: `Status must be one of ${messageStatuses.join(', ')}` })
    .optional(),
  from: instantOrDate('From').optional(),
  to: instantOrDate('To').optional(),
});

const kindParams = z.object({ kind: messageKindSchema });
const stayKindParams = z.object({ stayId: idText, kind: kindParams.shape.kind });

/** Scheduled guest mails (issue 25): the outbox, send now, the templates and their setting. Staff only. */
export const guestMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Guest messages'];
  const timeZone = app.domain.config.site.timeZone;
  const toInstant = (value: string | undefined) =>
    value === undefined
      ? undefined
      : isIsoDate(value)
        ? zonedInstant(value, '00:00', timeZone).toISOString()
        : new Date(value).toISOString();

  app.get('/messages', {
    schema: {
      tags,
      operationId: 'listMessages',
      summary:
        `The guest-mail outbox, at most ${maxListedMessages} messages: failed first (most recent first), ` +
        'then scheduled and sending (next due first), then sent and cancelled (most recent first), then by ' +
        'id; from/to bound send_at (a date is its 00:00 site time; to is exclusive)',
      querystring: messageQuery,
      response: { 200: z.array(messageSchema), 400: errorSchema, 401: errorSchema },
    },
    handler: async (request) =>
      listMessages(app.domain, {
        stay_id: request.query.stay_id,
        status: request.query.status,
        from: toInstant(request.query.from),
        to: toInstant(request.query.to),
      }),
  });

  app.post('/stays/:stayId/messages/:kind/send', {
    schema: {
      tags,
      operationId: 'sendMessageNow',
      summary:
        "Sends a stay's message of this kind now, also again when it was sent; 409 when the stay has no email",
      params: stayKindParams,
      response: {
        202: messageSchema,
        400: errorSchema,
        401: errorSchema,
        404: errorSchema,
        409: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const message = await sendMessageNow(app.domain, request.params.stayId, request.params.kind);
      app.guestMailer.wake();
      reply.status(202);
      return message;
    },
  });

  app.get('/message-templates', {
    schema: {
      tags,
      operationId: 'listMessageTemplates',
      summary:
        "Each kind's subject, Markdown body and switch (the default text until staff save one), with " +
        '`translations: {fr: {subject, body}}`: its French texts (the default French until staff save)',
      response: { 200: z.array(templateSchema), 401: errorSchema },
    },
    handler: async () => listTemplates(app.domain),
  });

  app.put('/message-templates/:kind', {
    schema: {
      tags,
      operationId: 'saveMessageTemplate',
      summary:
        "Replaces a kind's text and sets the French sent in `translations.fr` (a blank one removed: the " +
        'English goes out; one not sent kept); 400 naming any unknown placeholder, English or French. ' +
        'Switching a kind off cancels what is not sent yet; switching it on plans it again',
      params: kindParams,
      body: templateInputSchema,
      response: { 200: templateSchema, 400: errorSchema, 401: errorSchema },
    },
    // the text and the replanning it causes in one transaction: a kind switched off never keeps mail planned
    handler: async (request) =>
      inTransaction(app.domain, async (tx) => {
        const before = (await listTemplates(tx)).find((t) => t.kind === request.params.kind);
        const saved = await saveTemplate(tx, request.params.kind, request.body);
        if (before?.enabled !== saved.enabled) await planAllMessages(tx);
        return saved;
      }),
  });

  app.post('/message-templates/:kind/preview', {
    schema: {
      tags,
      operationId: 'previewMessageTemplate',
      summary:
        'The mail a text would make for a sample stay (the text sent, not yet saved); `lang` (en, the ' +
        "default, or fr) is the sample guest's language",
      params: kindParams,
      body: templatePreviewSchema,
      response: { 200: renderedMessageSchema, 400: errorSchema, 401: errorSchema },
    },
    handler: async (request) => renderTemplate(request.body, sampleValues(app.domain, request.body.lang)),
  });

  app.get('/message-settings', {
    schema: {
      tags,
      operationId: 'getMessageSettings',
      summary: 'How many days before arrival the guide is mailed (at 10:00 site time)',
      response: { 200: messageSettingsSchema, 401: errorSchema },
    },
    handler: async () => ({ guide_days_before: await readGuideDaysBefore(app.domain) }),
  });

  app.put('/message-settings', {
    schema: {
      tags,
      operationId: 'saveMessageSettings',
      summary: 'Changes when the guide is mailed; guides not sent yet move to the new day',
      body: messageSettingsSchema,
      response: { 200: messageSettingsSchema, 400: errorSchema, 401: errorSchema },
    },
    handler: async (request) => {
      const admin = request.adminUser;
      await inTransaction(app.domain, async (tx) => {
        await saveGuideDaysBefore(tx, request.body.guide_days_before, admin?.name ?? null);
        await planAllMessages(tx);
      });
      app.guestMailer.wake();
      return { guide_days_before: await readGuideDaysBefore(app.domain) };
    },
  });
};
