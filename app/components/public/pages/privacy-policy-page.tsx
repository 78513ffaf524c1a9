import type { RenderedPage } from '#common/site-content.ts';
import { LegalPage } from '../content/legal-page.tsx';

/** The privacy policy: a legal page. */
export function PrivacyPolicyPageView({ page }: { page: RenderedPage }) {
  return <LegalPage rendered={page} />;
}
