import type { RenderedPage } from '#common/site-content.ts';
import { pageContent } from '../content/content.tsx';
import { FeaturePage } from '../content/feature-page.tsx';

/** The guest services page: a hero and the services as feature texts. */
export function GuestServicesPageView({ page }: { page: RenderedPage }) {
  return <FeaturePage content={pageContent(page)} />;
}
