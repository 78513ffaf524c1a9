import type { ReactNode } from 'react';
import type { PageSlug, RenderedPage } from '#common/site-content.ts';
import { GuestServicesPageView } from './guest-services-page.tsx';
import { HomeownersPageView } from './homeowners-page.tsx';
import { PrivacyPolicyPageView } from './privacy-policy-page.tsx';
import { RevylifePageView } from './revylife-page.tsx';
import { TermsAndConditionsPageView } from './terms-and-conditions-page.tsx';

/**
 * The body of each brochure page from its rendered content: what its public route shows inside the main
 * layout, and what the editor's live preview shows inside the same header and footer. A page without a
 * view here cannot be previewed yet.
 */
export const pageViews: Partial<Record<PageSlug, (props: { page: RenderedPage }) => ReactNode>> = {
  'guest-services': GuestServicesPageView,
  homeowners: HomeownersPageView,
  revylife: RevylifePageView,
  'privacy-policy': PrivacyPolicyPageView,
  'terms-and-conditions': TermsAndConditionsPageView,
};
