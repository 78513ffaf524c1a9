import { useTexts } from '../../../lib/site/language.tsx';

/** Over a draft home's page, which only staff can open (issue 40, item 5): visitors get a 404. */
export function DraftBanner() {
  const { t } = useTexts();
  return (
    <p
      role="status"
      data-testid="draft-banner"
      className="mb-6 rounded-xl bg-amber-100 px-4 py-3 font-semibold text-amber-950 ring-1 ring-amber-300"
    >
      {t('Draft — not visible to visitors')}
    </p>
  );
}
