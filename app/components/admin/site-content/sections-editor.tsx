import { useId, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { type SectionKind, sectionKinds } from '#common/site-content.ts';
import {
  newSection,
  type PageFormInput,
  sectionKindLabels,
  sectionSummary,
} from '../../../lib/admin/site-content-form.ts';
import { removeTextButton } from '../button-styles.ts';
import { ReorderList } from './reorder-list.tsx';
import { SectionFields } from './section-fields.tsx';

/** The page's sections as forms, in an order staff can change; remove one, add one of a kind. */
export function SectionsEditor() {
  const kindId = useId();
  const [newKind, setNewKind] = useState<SectionKind>('rich_text');
  const { control, getValues } = useFormContext<PageFormInput>();
  const sections = useFieldArray({ control, name: 'sections' });
  const liveValues = useWatch({ control }) as PageFormInput;
  const sectionLabel = (index: number) => {
    const section = getValues(`sections.${index}`);
    return `Section ${index + 1} (${section ? sectionSummary(section) : ''})`;
  };

  return (
    <section aria-labelledby={`${kindId}-sections`}>
      <h3 id={`${kindId}-sections`} className="mb-3 text-xl font-semibold">
        Sections
      </h3>
      {sections.fields.length === 0 ? (
        <p className="card p-5 text-slate-700">This page has no sections yet.</p>
      ) : (
        <ReorderList
          label="Sections of the page"
          keys={sections.fields.map((field) => field.id)}
          itemLabel={sectionLabel}
          onMove={sections.move}
          renderItem={(index, handle) => (
            <div className="card p-5 sm:p-6" data-section-kind={sections.fields[index]?.kind}>
              <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
                <h4 className="text-lg font-semibold">
                  {index + 1}. {sectionSummary(liveValues.sections?.[index] ?? sections.fields[index]!)}
                </h4>
                <div className="flex flex-wrap items-center gap-2">
                  {handle}
                  <button type="button" className={removeTextButton} onClick={() => sections.remove(index)}>
                    Remove section<span className="sr-only"> {index + 1}</span>
                  </button>
                </div>
              </div>
              <div className="grid gap-4">
                <SectionFields kind={sections.fields[index]!.kind} path={`sections.${index}`} />
              </div>
            </div>
          )}
        />
      )}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={kindId} className="field-label">
            New section
          </label>
          <select
            id={kindId}
            className="field-input"
            value={newKind}
            onChange={(event) => setNewKind(event.target.value as SectionKind)}
          >
            {sectionKinds.map((kind) => (
              <option key={kind} value={kind}>
                {sectionKindLabels[kind]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn-outline"
          onClick={() =>
            sections.append(
              newSection(
                newKind,
                getValues('sections').map((section) => section.id),
              ),
              { shouldFocus: false },
            )
          }
        >
          <span aria-hidden="true">+</span> Add section
        </button>
      </div>
    </section>
  );
}
