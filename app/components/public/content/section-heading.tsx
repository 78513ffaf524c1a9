import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'left' | 'center';
}

/** A section's eyebrow, h2 and lead paragraph, on the site's type scale. */
export function SectionHeading({ id, eyebrow, title, children, align = 'left' }: SectionHeadingProps) {
  const centred = align === 'center';
  return (
    <div className={centred ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-[0.2em] text-alpenglow-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-3 text-3xl leading-tight font-semibold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children ? <div className="mt-4 text-lg leading-relaxed text-slate-700">{children}</div> : null}
    </div>
  );
}
