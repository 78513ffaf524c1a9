import { z } from 'zod';
import { type BookingSettings, bookingSettingsShape } from '#common/booking.ts';
import { pricingSettingsSchema } from '#common/pricing.ts';
import {
  type DraftInput,
  draftSchema,
  type PageSlug,
  pageListItemSchema,
  publishedPageSchema,
  revisionListItemSchema,
  revisionSchema,
  type SiteContentSettings,
  siteContentSettingsResponseSchema,
  uploadedContentImageSchema,
} from '#common/site-content.ts';
import type { Translations } from '#common/translations.ts';
import { call, send, type UploadProgress } from './call.ts';

type Slug = PageSlug | string;

/**
 * The settings with the site's taxes and cancellation policy beside them (issue 40), and how long a request
 * to book holds its nights and what the guest is told about paying (issue 41).
 */
const settingsWithPricingSchema = siteContentSettingsResponseSchema
  .extend(pricingSettingsSchema.shape)
  .extend(bookingSettingsShape);
export type SettingsWithPricing = z.infer<typeof settingsWithPricingSchema>;
type PricingSettings = z.infer<typeof pricingSettingsSchema>;

/** The brochure pages (drafts, publishing, history), the site settings and content pictures. */
export const siteContent = {
  pages: (signal?: AbortSignal) => call(z.array(pageListItemSchema), '/pages', { signal }),
  published: (slug: Slug, signal?: AbortSignal) => call(publishedPageSchema, `/pages/${slug}`, { signal }),
  draft: (slug: Slug, signal?: AbortSignal) => call(draftSchema, `/pages/${slug}/draft`, { signal }),
  /** `draft_updated_at`: the draft the editor last saw (null: none), so a newer one is a 409. */
  saveDraft: (slug: Slug, draft: DraftInput & { draft_updated_at: string | null }) =>
    call(draftSchema, `/pages/${slug}/draft`, { method: 'PUT', json: draft }),
  discardDraft: (slug: Slug) => send(`/pages/${slug}/draft`, { method: 'DELETE' }),
  publish: (slug: Slug) => call(publishedPageSchema, `/pages/${slug}/publish`, { method: 'POST' }),
  revisions: (slug: Slug, signal?: AbortSignal) =>
    call(z.array(revisionListItemSchema), `/pages/${slug}/revisions`, { signal }),
  revision: (slug: Slug, revision: number | string, signal?: AbortSignal) =>
    call(revisionSchema, `/pages/${slug}/revisions/${revision}`, { signal }),
  /** Makes an old revision the draft. */
  restore: (slug: Slug, revision: number | string) =>
    call(draftSchema, `/pages/${slug}/revisions/${revision}/restore`, { method: 'POST' }),
  settings: (signal?: AbortSignal) => call(settingsWithPricingSchema, '/settings', { signal }),
  saveSettings: (
    settings: SiteContentSettings & { translations?: Translations } & Partial<PricingSettings> &
      Partial<BookingSettings>,
  ) => call(settingsWithPricingSchema, '/settings', { method: 'PUT', json: settings }),
  uploadImage: (form: FormData, onUploadProgress?: UploadProgress) =>
    call(uploadedContentImageSchema, '/content-images', { method: 'POST', form, onUploadProgress }),
};
