import type { ChosenFiles } from '../../../lib/admin/chosen-files.ts';
import { checkboxInput } from '../../../lib/forms/choice-inputs.ts';
import { AmenityBlocks } from './amenity-blocks.tsx';
import type { PropertyFields } from './form-metadata.ts';
import { FieldGroup, FormSection } from './form-section.tsx';
import { PhotoListEditor } from './photo-list-editor.tsx';
import { TextField } from './text-field.tsx';
import { TranslatedTextField } from './translated-text-field.tsx';

/** The private welcome page guests open with the property password. */
export function WelcomeSection({
  fields,
  files,
  passwordRequired,
  propertyId,
}: {
  fields: PropertyFields;
  files: ChosenFiles;
  passwordRequired: boolean;
  propertyId: number | null;
}) {
  const fr = fields.fr.getFieldset();
  return (
    <>
      <FormSection
        title="Welcome page"
        description="The guests' house manual. Only guests who know the welcome page password can open it."
      >
        <div className="space-y-5">
          <FieldGroup legend="Access and contact">
            <TextField
              name={fields.property_password.name}
              label="Welcome page password"
              type="text"
              autoComplete="off"
              required={passwordRequired}
              hint={
                passwordRequired
                  ? 'Guests type this to open the welcome page.'
                  : 'Leave blank to keep the current password.'
              }
            />
            <TranslatedTextField
              name={fields.pm_contact.name}
              frenchName={fr.pm_contact.name}
              label="Property manager contact"
              required
              hint="Who guests contact about the property, e.g. a name and phone number."
            />
            <TextField name={fields.owning_company.name} label="Owning company" />
            <TextField
              name={fields.contact_phone.name}
              label="Contact phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
            />
            <TextField
              name={fields.contact_email.name}
              label="Contact email"
              type="email"
              inputMode="email"
              autoComplete="off"
            />
          </FieldGroup>
          <FieldGroup legend="Arrival">
            <TextField name={fields.check_in_time.name} label="Check-in time" type="time" />
            <TextField
              name={fields.early_check_in.name}
              label="Earliest check-in a guest may ask for"
              type="time"
              hint="Empty: the guide does not offer early check-in. Offered only when nobody leaves that day."
            />
            <TextField
              name={fields.door_code.name}
              label="Door or lockbox code"
              autoComplete="off"
              hint="Guests with a stay link see it from 00:00 on arrival day."
            />
            <label className="flex min-h-11 items-center gap-3 md:col-span-2">
              <input {...checkboxInput(fields.password_shows_codes)} className="size-5 accent-brand-900" />
              <span>
                <span className="font-semibold text-brand-900">Show the door code to password guests</span>
                <span className="block text-sm text-slate-600">
                  Off: only a guest's personal stay link shows it; anyone with the welcome page password sees
                  the WiFi and the rest, and is told to ask you for their link.
                </span>
              </span>
            </label>
            <TranslatedTextField
              name={fields.check_in_instructions.name}
              frenchName={fr.check_in_instructions.name}
              label="Entry steps"
              rows={3}
              hint="One step a line, e.g. Open the lockbox, take the key, shoes off inside."
            />
            <TranslatedTextField
              name={fields.door_instructions.name}
              frenchName={fr.door_instructions.name}
              label="Directions and parking hint"
              rows={3}
              hint="How to find the door, e.g. Side door under the deck; park on the left of the driveway."
            />
          </FieldGroup>
          <FieldGroup legend="Checkout">
            <TextField name={fields.checkout_time.name} label="Checkout time" type="time" />
            <TextField
              name={fields.late_checkout.name}
              label="Latest checkout a guest may ask for"
              type="time"
              hint="Empty: the guide does not offer late checkout. Offered only when nobody arrives that day."
            />
            <label className="flex min-h-11 items-center gap-3 md:col-span-2">
              <input {...checkboxInput(fields.auto_approve_times)} className="size-5 accent-brand-900" />
              <span>
                <span className="font-semibold text-brand-900">
                  Approve early check-in and late checkout by themselves
                </span>
                <span className="block text-sm text-slate-600">
                  On: a request is approved at once when nobody else holds the home that day. Off: you approve
                  or decline it under Requests.
                </span>
              </span>
            </label>
            <TranslatedTextField
              name={fields.checkout_instructions.name}
              frenchName={fr.checkout_instructions.name}
              label="Checkout instructions"
              rows={3}
            />
          </FieldGroup>
          <FieldGroup legend="Garbage and recycling">
            <TranslatedTextField
              name={fields.garbage_location.name}
              frenchName={fr.garbage_location.name}
              label="Garbage location"
            />
            <TextField name={fields.garbage_code.name} label="Garbage code" autoComplete="off" />
            <TranslatedTextField
              name={fields.garbage_info.name}
              frenchName={fr.garbage_info.name}
              label="Garbage info"
              rows={3}
            />
          </FieldGroup>
          <FieldGroup legend="WiFi">
            <TextField name={fields.wifi_network.name} label="WiFi network" autoComplete="off" />
            <TextField name={fields.wifi_password.name} label="WiFi password" autoComplete="off" />
          </FieldGroup>
          <FieldGroup legend="Parking">
            <TranslatedTextField
              name={fields.parking_location.name}
              frenchName={fr.parking_location.name}
              label="Parking location"
            />
            <TranslatedTextField
              name={fields.parking_instructions.name}
              frenchName={fr.parking_instructions.name}
              label="Parking instructions"
              rows={3}
            />
          </FieldGroup>
          <FieldGroup legend="House rules">
            <TranslatedTextField
              name={fields.house_rules.name}
              frenchName={fr.house_rules.name}
              label="House rules"
              rows={3}
              hint="Separate with commas, e.g. No smoking, Quiet hours after 10 pm, No parties"
              frenchHint="One rule a line, e.g. Non-fumeur"
            />
          </FieldGroup>
          <FieldGroup legend="Shuttle">
            <TranslatedTextField
              name={fields.shuttle_description.name}
              frenchName={fr.shuttle_description.name}
              label="Shuttle description"
              rows={3}
            />
            <div className="md:col-span-2">
              <h4 className="field-label">Shuttle photos</h4>
              <PhotoListEditor
                name={fields.shuttle.name}
                files={files}
                noun="Shuttle photo"
                addLabel="Add shuttle photos"
                reorderable={false}
                emptyText="No shuttle photos yet."
              />
            </div>
          </FieldGroup>
        </div>
        {propertyId !== null ? (
          <p className="mt-5 text-sm text-slate-700">
            Guests open it at{' '}
            <a
              className="font-semibold text-brand-900 underline"
              href={`/welcome/${propertyId}`}
              target="_blank"
              rel="noreferrer"
            >
              /welcome/{propertyId}
            </a>
            .
          </p>
        ) : null}
      </FormSection>
      <FormSection
        title="Amenities"
        description="Shown on the welcome page, each with an optional photo and video."
      >
        <AmenityBlocks name={fields.welcome_amenities.name} files={files} />
      </FormSection>
    </>
  );
}
