import type { ReactNode } from 'react';
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
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`card scroll-mt-4 p-5 break-inside-avoid sm:p-7 print:rounded-none print:border print:border-slate-300 print:p-4 print:shadow-none ${className}`}
    >
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {sectionTitles[id]}
      </h2>
      <div className="mt-3 space-y-3 text-base leading-relaxed">{children}</div>
    </section>
  );
}

/** Free text typed in the back office: line breaks kept, nothing when blank. */
export function Paragraphs({ text }: { text: string }) {
  if (text.trim() === '') return null;
  return <p className="whitespace-pre-line">{text.trim()}</p>;
}

/** A labelled value ("Location: behind the garage"), nothing when blank. */
export function Detail({ label, value, code = false }: { label: string; value: string; code?: boolean }) {
  if (value.trim() === '') return null;
  return (
    <p>
      <span className="font-semibold text-brand-900">{label}: </span>
      {code ? (
        <span className="font-mono text-xl font-bold tracking-wider text-brand-950 select-all">{value}</span>
      ) : (
        <span className="whitespace-pre-line">{value}</span>
      )}
    </p>
  );
}
