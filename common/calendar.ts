import { z } from 'zod';
import { isoDateField } from './date-field.ts';
import { isHttpUrl } from './web-address.ts';

/**
 * Availability as staff manage it (issue 11): a property's channel feeds and its blocks of booked nights.
 * Dates are `YYYY-MM-DD` in SITE_TIMEZONE; a block is the nights `[start, end)`.
 */
export const calendarLimits = { feeds: 5, label: 60, url: 2000, note: 500 } as const;

const isoDate = isoDateField;

/** Adding or editing a feed. */
export const calendarFeedInputSchema = z.object(
  {
    label: z
      .string({ message: 'Label is required' })
      .trim()
      .min(1, 'Label is required')
      .max(calendarLimits.label, `Label must be at most ${calendarLimits.label} characters`),
    url: z
      .string({ message: 'Feed address is required' })
      .trim()
      .min(1, 'Feed address is required')
      .max(calendarLimits.url, `Feed address must be at most ${calendarLimits.url} characters`)
      // calendar apps hand out webcal:// addresses; they are the same feed over https
      .transform((v) => v.replace(/^webcal:\/\//i, 'https://'))
      .refine(isHttpUrl, 'Feed address must be a web address starting with https://, http:// or webcal://'),
  },
  { error: 'The feed must be an object with label and url' },
);
export type CalendarFeedInput = z.output<typeof calendarFeedInputSchema>;

/**
 * A manual block (owner stay, maintenance): the nights [start, end) and a note only staff see; nights a live
 * stay has are refused (409) unless `allow_overlap`.
 */
export const manualBlockInputSchema = z
  .object(
    {
      start: isoDate('Start'),
      end: isoDate('End'),
      note: z
        .string({ message: 'Note must be text' })
        .trim()
        .max(calendarLimits.note, `Note must be at most ${calendarLimits.note} characters`)
        .transform((v) => (v === '' ? null : v))
        .nullable()
        .optional(),
      /** block the nights even though a live stay has them (the 409's "block anyway") */
      allow_overlap: z.boolean({ message: 'allow_overlap must be true or false' }).optional(),
    },
    { error: 'The block must be an object with start and end' },
  )
  .refine((b) => b.end > b.start, { message: 'End must be after start', path: ['end'] });
export type ManualBlockInput = z.input<typeof manualBlockInputSchema>;

export const feedSyncStatusSchema = z.enum(['never', 'ok', 'error']);

export const calendarFeedSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  url: z.string(),
  position: z.number().int(),
  /** never: not synced yet; ok: the last attempt worked; error: it failed (last_error says why) */
  status: feedSyncStatusSchema,
  last_attempt_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  last_error: z.string().nullable(),
  /** imported blocks currently stored from this feed */
  block_count: z.number().int(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarBlockSchema = z.object({
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  source: z.enum(['manual', 'feed']),
  feed_id: z.number().int().nullable(),
  /** the feed's label for imported blocks */
  feed_label: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type CalendarBlock = z.infer<typeof calendarBlockSchema>;

export const calendarBlocksSchema = z.object({
  property_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  blocks: z.array(calendarBlockSchema),
});
export type CalendarBlocks = z.infer<typeof calendarBlocksSchema>;

export const calendarExportSchema = z.object({
  key: z.string(),
  /** path of the public feed with its key, relative to the site */
  path: z.string(),
  url: z.string(),
});
export type CalendarExport = z.infer<typeof calendarExportSchema>;
