import { useFormContext } from 'react-hook-form';
import type { PropertyFormInput } from '../../../lib/admin/property-form-schema.ts';
import { AmenityBlocks } from './amenity-blocks.tsx';
import { FieldGroup, FormSection } from './form-section.tsx';
import { PhotoListEditor } from './photo-list-editor.tsx';
import { TextField } from './text-field.tsx';
import { TranslatedTextField } from './translated-text-field.tsx';

/** The private welcome page guests open with the property password. */
export function WelcomeSection({
  passwordRequired,
  propertyId,
}: {
  passwordRequired: boolean;
  propertyId: number | null;
}) {
  const { register } = useFormContext<PropertyFormInput>();
  return (
    <>
      <FormSection
        title="Welcome page"
        description="The guests' house manual. Only guests who know the welcome page password can open it."
      >
        <div className="space-y-5">
          <FieldGroup legend="Access and contact">
            <TextField
              name="property_password"
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
              name="pm_contact"
              frenchName="fr.pm_contact"
              label="Property manager contact"
              required
              hint="Who guests contact about the property, e.g. a name and phone number."
            />
            <TextField name="owning_company" label="Owning company" />
            <TextField
              name="contact_phone"
              label="Contact phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
            />
            <TextField
              name="contact_email"
              label="Contact email"
              type="email"
              inputMode="email"
              autoComplete="off"
            />
          </FieldGroup>
          <FieldGroup legend="Arrival">
            <TextField name="check_in_time" label="Check-in time" type="time" />
            <TextField
              name="early_check_in"
              label="Earliest check-in a guest may ask for"
              type="time"
              hint="Empty: the guide does not offer early check-in. Offered only when nobody leaves that day."
            />
            <TextField
              name="door_code"
              label="Door or lockbox code"
              autoComplete="off"
              hint="Guests with a stay link see it from 00:00 on arrival day."
            />
            <label className="flex min-h-11 items-center gap-3 md:col-span-2">
              <input
                {...register('password_shows_codes')}
                type="checkbox"
                className="size-5 accent-brand-900"
              />
              <span>
                <span className="font-semibold text-brand-900">Show the door code to password guests</span>
                <span className="block text-sm text-slate-600">
                  Off: only a guest's personal stay link shows it; anyone with the welcome page password sees
                  the WiFi and the rest, and is told to ask you for their link.
                </span>
              </span>
            </label>
            <TranslatedTextField
              name="check_in_instructions"
              frenchName="fr.check_in_instructions"
              label="Entry steps"
              rows={3}
              hint="One step a line, e.g. Open the lockbox, take the key, shoes off inside."
            />
            <TranslatedTextField
              name="door_instructions"
              frenchName="fr.door_instructions"
              label="Directions and parking hint"
              rows={3}
              hint="How to find the door, e.g. Side door under the deck; park on the left of the driveway."
            />
          </FieldGroup>
          <FieldGroup legend="Checkout">
            <TextField name="checkout_time" label="Checkout time" type="time" />
            <TextField
              name="late_checkout"
              label="Latest checkout a guest may ask for"
              type="time"
              hint="Empty: the guide does not offer late checkout. Offered only when nobody arrives that day."
            />
            <label className="flex min-h-11 items-center gap-3 md:col-span-2">
              <input
                {...register('auto_approve_times')}
                type="checkbox"
                className="size-5 accent-brand-900"
              />
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
              name="checkout_instructions"
              frenchName="fr.checkout_instructions"
              label="Checkout instructions"
              rows={3}
            />
          </FieldGroup>
          <FieldGroup legend="Garbage and recycling">
            <TranslatedTextField
              name="garbage_location"
              frenchName="fr.garbage_location"
              label="Garbage location"
            />
            <TextField name="garbage_code" label="Garbage code" autoComplete="off" />
            <TranslatedTextField
              name="garbage_info"
              frenchName="fr.garbage_info"
              label="Garbage info"
              rows={3}
            />
          </FieldGroup>
          <FieldGroup legend="WiFi">
            <TextField name="wifi_network" label="WiFi network" autoComplete="off" />
            <TextField name="wifi_password" label="WiFi password" autoComplete="off" />
          </FieldGroup>
          <FieldGroup legend="Parking">
            <TranslatedTextField
              name="parking_location"
              frenchName="fr.parking_location"
              label="Parking location"
            />
            <TranslatedTextField
              name="parking_instructions"
              frenchName="fr.parking_instructions"
              label="Parking instructions"
              rows={3}
            />
          </FieldGroup>
          <FieldGroup legend="House rules">
            <TranslatedTextField
              name="house_rules"
              frenchName="fr.house_rules"
              label="House rules"
              rows={3}
              hint="Separate with commas, e.g. No smoking, Quiet hours after 10 pm, No parties"
              frenchHint="One rule a line, e.g. Non-fumeur"
            />
          </FieldGroup>
          <FieldGroup legend="Shuttle">
            <TranslatedTextField
              name="shuttle_description"
              frenchName="fr.shuttle_description"
              label="Shuttle description"
              rows={3}
            />
            <div className="md:col-span-2">
              <h4 className="field-label">Shuttle photos</h4>
              <PhotoListEditor
                name="shuttle"
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
        <AmenityBlocks />
      </FormSection>
    </>
  );
}
