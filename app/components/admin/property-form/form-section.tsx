import type { ReactNode } from 'react';

/** A titled card of the property form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="card p-5 sm:p-7">
      <h3 className="text-xl font-semibold">{title}</h3>
      {description ? <p className="mt-1 text-slate-700">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A group of related fields inside a section, e.g. WiFi network and password. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-3 w-full font-semibold text-brand-900">{legend}</legend>
      <div className="clear-left grid gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}
