import type { ImageRef } from '#common/property.ts';
import type { ChosenFiles } from '../../../lib/admin/chosen-files.ts';
import { checkboxInput } from '../../../lib/forms/choice-inputs.ts';
import { CoverField } from './cover-field.tsx';
import type { PropertyFields } from './form-metadata.ts';
import { FieldGroup, FormSection } from './form-section.tsx';
import { PhotoListEditor } from './photo-list-editor.tsx';
import { TextField } from './text-field.tsx';
import { TranslatedTextField } from './translated-text-field.tsx';

const counts = [
  { name: 'bedrooms', label: 'Bedrooms', step: 1, min: 0 },
  { name: 'beds', label: 'Beds', step: 1, min: 0 },
  { name: 'bathrooms', label: 'Bathrooms', step: 0.5, min: 0 },
  { name: 'sqft', label: 'Sq Ft', step: 1, min: 0 },
  { name: 'max_guests', label: 'Max guests', step: 1, min: 1 },
  { name: 'minimum_nights', label: 'Minimum nights', step: 1, min: 1 },
] as const;

/** The listing: what travellers see on the public site. */
export function PropertySection({
  fields,
  files,
  currentCover,
  coverRequired,
}: {
  fields: PropertyFields;
  files: ChosenFiles;
  currentCover: ImageRef | null;
  coverRequired: boolean;
}) {
  const fr = fields.fr.getFieldset();
  return (
    <>
      <FormSection
        title="Property details"
        description="What travellers see on the listing and the property page."
      >
        <div className="space-y-5">
          <FieldGroup legend="Listing">
            <TranslatedTextField name={fields.name.name} frenchName={fr.name.name} label="Name" required />
            <TranslatedTextField
              name={fields.description.name}
              frenchName={fr.description.name}
              label="Description"
              required
              rows={5}
            />
            <TextField
              name={fields.guesty_link.name}
              label="Booking link"
              type="url"
              inputMode="url"
              required
              placeholder="https://"
              hint="Where the Book Now buttons go."
              className="md:col-span-2"
            />
            <TranslatedTextField
              name={fields.amenities.name}
              frenchName={fr.amenities.name}
              label="Amenities"
              required
              hint="Separate with commas, e.g. Hot tub, Sauna, EV charger"
              frenchHint="Separate with commas, in the English order, e.g. Spa, Sauna, Borne de recharge"
            />
            <label className="flex min-h-11 items-center gap-3 md:col-span-2">
              <input {...checkboxInput(fields.is_featured)} className="size-5 accent-brand-900" />
              <span>
                <span className="font-semibold text-brand-900">Featured</span>
                <span className="block text-sm text-slate-600">
                  Shown in the featured list on the home page.
                </span>
              </span>
            </label>
            <label className="flex min-h-11 items-center gap-3 md:col-span-2">
              <input {...checkboxInput(fields.booking_requests)} className="size-5 accent-brand-900" />
              <span>
                <span className="font-semibold text-brand-900">Takes requests to book</span>
                <span className="block text-sm text-slate-600">
                  Travellers can ask to book on its page; their dates are held until staff answer.
                </span>
              </span>
            </label>
          </FieldGroup>
          <FieldGroup legend="Size and stay">
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:col-span-2">
              {counts.map((count) => (
                <TextField
                  key={count.name}
                  name={fields[count.name].name}
                  label={count.label}
                  type="number"
                  inputMode={count.step === 1 ? 'numeric' : 'decimal'}
                  step={count.step}
                  min={count.min}
                  required
                />
              ))}
            </div>
          </FieldGroup>
          <FieldGroup legend="Booking facts">
            <TextField
              name={fields.nightly_rate_from.name}
              label="Nightly rate from (CAD)"
              type="number"
              inputMode="numeric"
              step={1}
              min={1}
              hint='Whole dollars; shown as "From $245 / night". Leave empty to hide.'
            />
            <TextField
              name={fields.registration_number.name}
              label="Registration number"
              autoComplete="off"
              hint="The provincial short-term rental registry number (e.g. H123456789), shown on the listing."
            />
            <TextField
              name={fields.business_licence.name}
              label="Business licence"
              autoComplete="off"
              hint="The town's business licence number, shown on the listing."
            />
          </FieldGroup>
          <FieldGroup legend="Location">
            <TextField
              name={fields.address.name}
              label="Address"
              required
              autoComplete="off"
              className="md:col-span-2"
            />
            <TranslatedTextField
              name={fields.address_description.name}
              frenchName={fr.address_description.name}
              label="Address description"
              required
              rows={3}
              hint="How to find it: the neighbourhood, the drive to the hill."
            />
          </FieldGroup>
        </div>
      </FormSection>
      <FormSection
        title="Photos"
        description="The cover is the main photo of the listing; the gallery follows it."
      >
        <div className="space-y-6">
          <CoverField
            name={fields.cover.name}
            files={files}
            current={currentCover}
            required={coverRequired}
          />
          <div>
            <h4 className="field-label">Gallery</h4>
            <PhotoListEditor
              name={fields.gallery.name}
              files={files}
              noun="Photo"
              addLabel="Add gallery photos"
              reorderable
              emptyText="No gallery photos yet."
            />
          </div>
        </div>
      </FormSection>
    </>
  );
}
