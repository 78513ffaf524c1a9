import { useField } from '@conform-to/react';
import { useId, useState } from 'react';
import { type SectionKind, sectionKinds } from '#common/site-content.ts';
import {
  newSection,
  type SectionInput,
  sectionKindLabels,
  sectionSummary,
} from '../../../lib/admin/site-content-form.ts';
import { removeTextButton } from '../button-styles.ts';
import { ReorderList } from './reorder-list.tsx';
import { SectionFields } from './section-fields.tsx';

/**
 * The page's sections as forms, in an order staff can change; remove one, add one of a kind. The sections
 * are a list of the editor's Conform form; each keeps its kind and id in hidden inputs.
 */
export function SectionsEditor() {
  const kindId = useId();
  const [newKind, setNewKind] = useState<SectionKind>('rich_text');
  const [list, form] = useField<SectionInput[]>('sections');
  const sections = list.getFieldList();
  // what is typed (Conform reads it on each input), else what the section started from
  const sectionAt = (index: number) =>
    (sections[index]?.value ?? sections[index]?.initialValue) as SectionInput | undefined;
  const sectionLabel = (index: number) => {
    const section = sectionAt(index);
    return `Section ${index + 1} (${section ? sectionSummary(section) : ''})`;
  };

  return (
    <section aria-labelledby={`${kindId}-sections`}>
      <h3 id={`${kindId}-sections`} className="mb-3 text-xl font-semibold">
        Sections
      </h3>
      {sections.length === 0 ? (
        <p className="card p-5 text-slate-700">This page has no sections yet.</p>
      ) : (
        <ReorderList
          label="Sections of the page"
          keys={sections.map((section) => section.key ?? section.name)}
          itemLabel={sectionLabel}
          onMove={(from, to) => form.reorder({ name: list.name, from, to })}
          renderItem={(index, handle) => {
            const section = sectionAt(index)!;
            const path = sections[index]!.name;
            return (
              <div className="card p-5 sm:p-6" data-section-kind={section.kind}>
                <input type="hidden" name={`${path}.kind`} value={section.kind} />
                <input type="hidden" name={`${path}.id`} value={section.id} />
                <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
                  <h4 className="text-lg font-semibold">
                    {index + 1}. {sectionSummary(section)}
                  </h4>
                  <div className="flex flex-wrap items-center gap-2">
                    {handle}
                    <button
                      type="button"
                      className={removeTextButton}
                      onClick={() => form.remove({ name: list.name, index })}
                    >
                      Remove section<span className="sr-only"> {index + 1}</span>
                    </button>
                  </div>
                </div>
                <div className="grid gap-4">
                  <SectionFields kind={section.kind} path={path} />
                </div>
              </div>
            );
          }}
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
            form.insert({
              name: list.name,
              defaultValue: newSection(
                newKind,
                sections.map((_, index) => sectionAt(index)?.id ?? ''),
              ),
            })
          }
        >
          <span aria-hidden="true">+</span> Add section
        </button>
      </div>
    </section>
  );
}
