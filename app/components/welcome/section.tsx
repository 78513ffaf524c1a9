import { createContext, type ReactNode, useContext } from 'react';
import type { Lang } from '#common/translations.ts';
import { useTexts } from '../../lib/site/language.tsx';
import { type SectionId, sectionTitles } from '../../lib/welcome/sections.ts';

/** One card of the welcome page; callers render it only when it has content (see visibleSections). */
export function Section({
  id,
  children,
  className = '',
}: {
  id: SectionId;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTexts();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`card scroll-mt-4 p-5 break-inside-avoid sm:p-7 print:rounded-none print:border print:border-slate-300 print:p-4 print:shadow-none ${className}`}
    >
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {t(sectionTitles[id])}
      </h2>
      <div className="mt-3 space-y-3 text-base leading-relaxed">{children}</div>
    </section>
  );
}

/**
 * The staff texts of a French guide shown in English for want of a French version (their write names,
 * `Welcome.untranslated`): each is marked `lang="en"` so that screen readers and translators read it right.
 */
const EnglishTexts = createContext<ReadonlySet<string>>(new Set());

export function EnglishTextsProvider({
  fields,
  children,
}: {
  fields: readonly string[];
  children: ReactNode;
}) {
  return <EnglishTexts value={new Set(fields)}>{children}</EnglishTexts>;
}

/** `lang` for a staff text: 'en' on a French page where it is shown in English, else nothing to say. */
export function useStaffTextLang(field: string | undefined): Lang | undefined {
  const english = useContext(EnglishTexts);
  const { lang } = useTexts();
  return lang !== 'en' && field !== undefined && english.has(field) ? 'en' : undefined;
}

/** Free text typed in the back office: line breaks kept, nothing when blank; `field` names it for its language. */
export function Paragraphs({ text, field }: { text: string; field?: string }) {
  const lang = useStaffTextLang(field);
  if (text.trim() === '') return null;
  return (
    <p lang={lang} className="whitespace-pre-line">
      {text.trim()}
    </p>
  );
}

/** A labelled value ("Location: behind the garage"), nothing when blank. */
export function Detail({
  label,
  value,
  code = false,
  field,
}: {
  label: string;
  value: string;
  code?: boolean;
  field?: string;
}) {
  const lang = useStaffTextLang(field);
  if (value.trim() === '') return null;
  return (
    <p>
      <span className="font-semibold text-brand-900">{label}: </span>
      {code ? (
        <span className="font-mono text-xl font-bold tracking-wider text-brand-950 select-all">{value}</span>
      ) : (
        <span lang={lang} className="whitespace-pre-line">
          {value}
        </span>
      )}
    </p>
  );
}
