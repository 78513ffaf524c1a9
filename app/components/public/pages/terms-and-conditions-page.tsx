import type { RenderedPage } from '#common/site-content.ts';
import { LegalPage } from '../content/legal-page.tsx';

/** The terms and conditions: a legal page. */
export function TermsAndConditionsPageView({ page }: { page: RenderedPage }) {
  return <LegalPage rendered={page} />;
}
