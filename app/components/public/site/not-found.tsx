import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '#common/messages.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { PageHero } from '../content/page-hero.tsx';

/** The not-found page of docs/spec.md section 2 (served with status 404). */
export function NotFound({ children }: { children?: ReactNode }) {
  const { t, path } = useTexts();
  return (
    <PageHero eyebrow={t('Error 404')} title={t(messages.notFoundPage)} scene="valley-night" size="medium">
      {children}
      <div className="mt-2 flex flex-wrap gap-3">
        <Link to={path('/')} className="btn-primary">
          {t('Back to Home')}
        </Link>
        <Link
          to={path('/properties')}
          className="btn border-2 border-white/70 text-white hover:bg-white hover:text-brand-900"
        >
          {t('Browse rentals')}
        </Link>
      </div>
    </PageHero>
  );
}
