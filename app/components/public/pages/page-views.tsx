import type { ReactNode } from 'react';
import type { PageSlug, RenderedPage } from '#common/site-content.ts';
import { AboutPageView } from './about-page.tsx';
import { ContactPageView } from './contact-page.tsx';
import { GuestServicesPageView } from './guest-services-page.tsx';
import { HomePageView } from './home-page.tsx';
import { HomeownersPageView } from './homeowners-page.tsx';
import { PartnersPageView } from './partners-page.tsx';
import { PrivacyPolicyPageView } from './privacy-policy-page.tsx';
import { RevylifePageView } from './revylife-page.tsx';
import { TermsAndConditionsPageView } from './terms-and-conditions-page.tsx';

/**
 * The body of each brochure page from its rendered content: what its public route shows inside the main
 * layout, and what the editor's live preview shows inside the same header and footer. The preview shows
 * home without its featured homes (data, not content).
 */
export const pageViews: Record<PageSlug, (props: { page: RenderedPage }) => ReactNode> = {
  home: HomePageView,
  about: AboutPageView,
  partners: PartnersPageView,
  contact: ContactPageView,
  'guest-services': GuestServicesPageView,
  homeowners: HomeownersPageView,
  revylife: RevylifePageView,
  'privacy-policy': PrivacyPolicyPageView,
  'terms-and-conditions': TermsAndConditionsPageView,
};
