import { z } from 'zod';
import {
  type MessageKind,
  type MessageSettings,
  type MessageStatus,
  messageSchema,
  messageSettingsSchema,
  renderedMessageSchema,
  type TemplateInput,
  type TemplatePreview,
  templateSchema,
} from '#common/guest-messages.ts';
import { call, query, send } from './call.ts';

/** The scheduled guest mails: the outbox, send now, the templates and their setting (issue 25). */
export const guestMessages = {
  list: (
    filter: { stay_id?: number; status?: MessageStatus; from?: string; to?: string } = {},
    signal?: AbortSignal,
  ) => call(z.array(messageSchema), `/messages${query(filter)}`, { signal }),
  sendNow: (stayId: number, kind: MessageKind) =>
    send(`/stays/${stayId}/messages/${kind}/send`, { method: 'POST' }),
  templates: (signal?: AbortSignal) => call(z.array(templateSchema), '/message-templates', { signal }),
  saveTemplate: (kind: MessageKind, template: TemplateInput) =>
    call(templateSchema, `/message-templates/${kind}`, { method: 'PUT', json: template }),
  preview: (kind: MessageKind, text: TemplatePreview, signal?: AbortSignal) =>
    call(renderedMessageSchema, `/message-templates/${kind}/preview`, { json: text, signal }),
  settings: (signal?: AbortSignal) => call(messageSettingsSchema, '/message-settings', { signal }),
  saveSettings: (settings: MessageSettings) =>
    call(messageSettingsSchema, '/message-settings', { method: 'PUT', json: settings }),
};
