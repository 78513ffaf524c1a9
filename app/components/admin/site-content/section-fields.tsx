import { useField } from '@conform-to/react';
import { useState } from 'react';
import type { SectionKind } from '#common/site-content.ts';
import { removeTextButton } from '../button-styles.ts';
import { ContentField, markdownHint } from './content-field.tsx';
import { ImageField } from './image-field.tsx';
import { ItemList } from './item-list.tsx';

const text = (item: Record<string, unknown>, key: string) =>
  typeof item[key] === 'string' && item[key] ? (item[key] as string) : undefined;

/** Eyebrow, heading and introduction: how cards, team and links sections open. */
function SectionHeadingFields({ path }: { path: string }) {
  return (
    <>
      <div className="grid gap-4">
        <ContentField
          translatable
          name={`${path}.eyebrow`}
          label="Eyebrow"
          hint="A short line above the heading."
        />
        <ContentField translatable name={`${path}.heading`} label="Heading" />
      </div>
      <ContentField translatable name={`${path}.intro`} label="Introduction" rows={3} hint={markdownHint} />
    </>
  );
}

function LinkFields({
  path,
  labelText = 'Link text',
  hrefText = 'Link',
}: {
  path: string;
  labelText?: string;
  hrefText?: string;
}) {
  return (
    <div className="grid gap-4">
      <ContentField translatable name={`${path}.label`} label={labelText} required />
      <ContentField
        name={`${path}.href`}
        label={hrefText}
        required
        hint="A page of this site (/about), https://…, mailto: or tel:."
      />
    </div>
  );
}

/**
 * A card's optional link: absent until added. Conform reads a link with nothing typed yet as none, so
 * whether it is there is kept here; removed, it is null until the form is read again.
 */
function OptionalLink({ path }: { path: string }) {
  const [link, form] = useField<{ label: string; href: string }>(path);
  const [present, setPresent] = useState(link.value !== undefined);
  const set = (value: { label: string; href: string } | null) => {
    setPresent(value !== null);
    form.update({ name: path, value: value as never });
  };
  if (!present) {
    return (
      <div>
        <button
          type="button"
          className="btn-outline min-h-10 px-4 py-1.5 text-sm"
          onClick={() => set({ label: '', href: '' })}
        >
          Add link
        </button>
      </div>
    );
  }
  return (
    <div key={link.key}>
      <LinkFields path={path} />
      <button type="button" className={`${removeTextButton} mt-2`} onClick={() => set(null)}>
        Remove link
      </button>
    </div>
  );
}

/** The form of one section, by kind (issue 12: hero, rich text, cards, team, links, legal text). */
export function SectionFields({ kind, path }: { kind: SectionKind; path: string }) {
  switch (kind) {
    case 'hero':
      return (
        <>
          <div className="grid gap-4">
            <ContentField
              translatable
              name={`${path}.eyebrow`}
              label="Eyebrow"
              hint="A short line above the heading."
            />
            <ContentField translatable name={`${path}.heading`} label="Heading" required />
          </div>
          <ContentField translatable name={`${path}.text`} label="Text" rows={4} hint={markdownHint} />
          <ImageField name={`${path}.image`} label="Image" />
          <div>
            <p className="field-label">Buttons</p>
            <ItemList
              name={`${path}.buttons`}
              noun="Button"
              create={() => ({ label: '', href: '' })}
              describe={(item) => text(item, 'label')}
            >
              {(item) => <LinkFields path={item} labelText="Button label" hrefText="Button link" />}
            </ItemList>
          </div>
        </>
      );
    case 'rich_text':
      return (
        <>
          <div className="grid gap-4">
            <ContentField translatable name={`${path}.eyebrow`} label="Eyebrow" />
            <ContentField translatable name={`${path}.heading`} label="Heading" />
          </div>
          <ContentField
            translatable
            name={`${path}.body`}
            label="Text"
            required
            rows={10}
            hint={markdownHint}
          />
          <ImageField name={`${path}.image`} label="Image" />
        </>
      );
    case 'cards':
      return (
        <>
          <SectionHeadingFields path={path} />
          <ItemList
            name={`${path}.items`}
            noun="Card"
            create={() => ({ title: '' })}
            describe={(item) => text(item, 'title')}
          >
            {(item) => (
              <>
                <ContentField translatable name={`${item}.title`} label="Title" required />
                <ContentField translatable name={`${item}.text`} label="Text" rows={4} hint={markdownHint} />
                <ImageField name={`${item}.image`} label="Image" />
                <OptionalLink path={`${item}.link`} />
              </>
            )}
          </ItemList>
        </>
      );
    case 'team':
      return (
        <>
          <SectionHeadingFields path={path} />
          <ItemList
            name={`${path}.members`}
            noun="Team member"
            create={() => ({ name: '', role: '' })}
            describe={(item) => text(item, 'name')}
          >
            {(item) => (
              <>
                <div className="grid gap-4">
                  <ContentField translatable name={`${item}.name`} label="Name" required />
                  <ContentField translatable name={`${item}.role`} label="Role" required />
                </div>
                <ContentField translatable name={`${item}.bio`} label="Bio" rows={4} hint={markdownHint} />
                <ImageField name={`${item}.photo`} label="Photo" />
              </>
            )}
          </ItemList>
        </>
      );
    case 'links':
      return (
        <>
          <SectionHeadingFields path={path} />
          <ItemList
            name={`${path}.links`}
            noun="Link"
            create={() => ({ label: '', href: '' })}
            describe={(item) => text(item, 'label')}
          >
            {(item) => (
              <>
                <LinkFields path={item} />
                <ContentField translatable name={`${item}.description`} label="Description" rows={2} />
              </>
            )}
          </ItemList>
        </>
      );
    case 'legal':
      return (
        <>
          <div className="grid gap-4">
            <ContentField translatable name={`${path}.heading`} label="Heading" />
            <ContentField name={`${path}.effective_date`} label="Effective date" type="date" required />
          </div>
          <ContentField
            translatable
            name={`${path}.body`}
            label="Legal text"
            required
            rows={16}
            hint={markdownHint}
          />
        </>
      );
  }
}
