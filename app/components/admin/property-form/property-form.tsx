import { FormProvider, getFormProps } from '@conform-to/react';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ImageRef, Property } from '#common/property.ts';
import type { Welcome } from '#common/welcome.ts';
import { chosenFiles } from '../../../lib/admin/chosen-files.ts';
import {
  arrangedGalleryIds,
  formFieldOfServerField,
  needsGalleryReorder,
  propertyFormData,
  type ServerCopy,
  serverCopyOf,
  welcomeFormData,
} from '../../../lib/admin/property-form-data.ts';
import { propertyFormDefaults, propertyFormSchema } from '../../../lib/admin/property-form-schema.ts';
import { useApiWrite, type WriteResult } from '../../../lib/admin/use-api-write.ts';
import { uploadAnswer } from '../../../lib/api/upload.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { type Notice, NoticeDialog } from '../dialogs.tsx';
import { LeaveGuard } from '../leave-guard.tsx';
import { FrenchSummary } from './french-summary.tsx';
import { PropertySection } from './property-section.tsx';
import { PublishControl } from './publish-control.tsx';
import { SaveProgress, type SaveProgressState } from './save-progress.tsx';
import { WelcomeSection } from './welcome-section.tsx';

/** The progress messages of docs/spec.md section 2 (create) and their counterparts for an update. */
export const saveMessages = {
  creatingProperty: 'Creating Property. This may take a few minutes',
  creatingWelcome: 'Property Created! Creating Welcome Page. This may take a few minutes',
  updatingProperty: 'Updating Property. This may take a few minutes',
  updatingWelcome: 'Property Updated! Updating Welcome Page. This may take a few minutes',
} as const;

export interface PropertyFormProps {
  /** The property being edited with its welcome page (null: it has none yet); neither when creating. */
  property?: Property;
  welcome?: Welcome | null;
}

/**
 * Creates or edits a property and its welcome page: two saves in a row (property, then welcome page),
 * each with a real upload progress bar. When the welcome page fails after a new property was created,
 * the form carries on as the edit form of that property, so saving again completes it.
 */
export function PropertyForm({ property, welcome }: PropertyFormProps) {
  const navigate = useNavigate();
  // the form keeps the server's copy itself (ADR 0006) and leaves for the list when done
  const write = useApiWrite({ revalidate: false });
  const [files] = useState(chosenFiles);
  const [defaults] = useState(() => propertyFormDefaults(property, welcome));
  const [server, setServer] = useState<ServerCopy>(() => serverCopyOf(property, welcome));
  const [cover, setCover] = useState<ImageRef | null>(property?.cover ?? null);
  const [savedName, setSavedName] = useState(property?.name ?? null);
  // kept by the publish control, which changes it on its own (issue 40); a save sends it as it is
  const [published, setPublished] = useState(property?.is_published ?? false);
  const [welcomePending, setWelcomePending] = useState(false);
  const [progress, setProgress] = useState<SaveProgressState | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [finished, setFinished] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const coverRequired = server.propertyId === null;
  const passwordRequired = !server.welcomeExists;
  const schema = useMemo(
    () => propertyFormSchema({ coverRequired, passwordRequired }, files),
    [coverRequired, passwordRequired, files],
  );
  const formFields = Object.keys(defaults);

  const track = (message: string) => {
    setProgress({ message, sent: 0, total: 0 });
    return (sent: number, total: number) => setProgress({ message, sent, total });
  };

  /** Says what failed in a notice; answers the API's field messages, to be shown under their fields. */
  function fail(
    failure: Extract<WriteResult<unknown>, { ok: false }>,
    what: string,
    sentAmenityKeys: readonly string[] = [],
    note?: string,
  ) {
    setProgress(null);
    if (failure.expired) return {};
    const apiError = failure.error;
    const fields: Record<string, string> = {};
    for (const [name, message] of Object.entries(apiError.fields)) {
      const field = formFieldOfServerField(name, sentAmenityKeys, formFields);
      if (field) fields[field] = message;
    }
    setNotice({
      title: 'Error',
      message: (
        <>
          <p>An error occurred {what}. Please contact the website administrator if it persists.</p>
          <p className="font-semibold">{apiError.status > 0 ? apiError.message : 'Please try again later'}</p>
          {note ? <p>{note}</p> : null}
        </>
      ),
    });
    return { fields };
  }

  const { form, fields, pending } = useApiForm({
    schema,
    defaultValue: defaults,
    async onValid(values) {
      const creating = server.propertyId === null;
      let copy = server;

      const propertyStep = await write.run('property', async () => {
        const onUploadProgress = track(
          creating ? saveMessages.creatingProperty : saveMessages.updatingProperty,
        );
        const body = propertyFormData({ ...values, is_published: published }, copy);
        let saved = copy.propertyId
          ? await uploadAnswer('PUT', '/properties/{id}', {
              params: { path: { id: copy.propertyId } },
              body,
              onUploadProgress,
            })
          : await uploadAnswer('POST', '/properties', { body, onUploadProgress });
        // From here on the property exists with these photos: a retry must not upload them again.
        const reorder = needsGalleryReorder(values, copy);
        const byId = new Map(saved.images.map((image) => [image.id, image]));
        const gallery = arrangedGalleryIds(values, saved).map((id) => byId.get(id)!);
        copy = { ...copy, propertyId: saved.id, galleryIds: saved.images.map((image) => image.id) };
        setServer(copy);
        setCover(saved.cover);
        setSavedName(saved.name);
        values.gallery.forEach((photo, index) => {
          if (photo.file) files.saved(photo.file, gallery[index]!);
        });
        if (values.cover) files.saved(values.cover, null);
        if (reorder) {
          // nothing to upload this time: its progress is not shown
          saved = await uploadAnswer('PUT', '/properties/{id}', {
            params: { path: { id: saved.id } },
            body: propertyFormData(
              {
                ...values,
                is_published: published,
                cover: null,
                gallery: gallery.map((image) => ({
                  imageId: image.id,
                  url: image.url,
                  srcset: image.srcset,
                  file: null,
                })),
              },
              copy,
            ),
            onUploadProgress: () => {},
          });
        }
        return saved;
      });
      if (!propertyStep.ok) {
        return fail(propertyStep, creating ? 'creating the property' : 'updating the property');
      }
      const saved = propertyStep.data;

      const { form: body, amenityKeys } = welcomeFormData(values, copy, saved.id);
      const welcomeStep = await write.run('welcome', () => {
        const onUploadProgress = track(
          creating ? saveMessages.creatingWelcome : saveMessages.updatingWelcome,
        );
        return creating
          ? uploadAnswer('POST', '/properties/welcome', { body, onUploadProgress })
          : uploadAnswer('PUT', '/properties/welcome/{propertyId}', {
              params: { path: { propertyId: saved.id } },
              body,
              onUploadProgress,
            });
      });
      if (!welcomeStep.ok) {
        if (creating) setWelcomePending(true);
        return fail(
          welcomeStep,
          creating ? 'creating the welcome page' : 'updating the welcome page',
          amenityKeys,
          creating
            ? 'The property itself was created. Press Update Property to save its welcome page.'
            : undefined,
        );
      }

      setProgress(null);
      setFinished(true);
      setNotice({
        title: 'Success',
        message:
          creating || welcomePending ? 'Property created successfully' : 'Property updated successfully',
        onClose: () => navigate('/admin/propertymanager'),
      });
      return undefined;
    },
  });

  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // a list or update intent of Conform submits the form too, with a named button
    if (!(event.nativeEvent as SubmitEvent).submitter?.getAttribute('name')) setSubmitted(true);
    formProps.onSubmit(event);
  };

  const editing = server.propertyId !== null;
  const saving = pending;
  const errorCount = Object.keys(form.allErrors).length;

  return (
    <FormProvider context={form.context}>
      <form {...formProps} onSubmit={onSubmit} aria-labelledby="property-form-title">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h2 id="property-form-title" className="text-2xl font-semibold">
            {editing ? `Edit ${savedName ?? 'property'}` : 'Add a new property'}
          </h2>
          <Link
            to="/admin/propertymanager"
            className="font-semibold text-brand-900 underline underline-offset-4"
          >
            Back to properties
          </Link>
        </div>
        {property ? <PublishControl property={property} onPublished={setPublished} /> : null}
        {welcomePending ? (
          <p className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            The property is saved, but its welcome page is not yet. Check the welcome page fields and press
            Update Property to finish.
          </p>
        ) : null}
        <fieldset disabled={saving} className="min-w-0 space-y-6">
          <PropertySection fields={fields} files={files} currentCover={cover} coverRequired={coverRequired} />
          <WelcomeSection
            fields={fields}
            files={files}
            passwordRequired={passwordRequired}
            propertyId={server.propertyId}
          />
        </fieldset>
        <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-brand-100 bg-white/95 px-4 py-4 shadow-[0_-4px_16px_rgba(31,43,59,0.08)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            {progress ? (
              <SaveProgress progress={progress} />
            ) : (
              <p role="alert" className="min-w-0 flex-1 font-medium text-red-700">
                {submitted && errorCount > 0
                  ? 'Some fields need your attention: they are marked in red.'
                  : ''}
              </p>
            )}
            <FrenchSummary />
            <div className="flex shrink-0 gap-3">
              <Link to="/admin/propertymanager" className="btn-outline px-5">
                Cancel
              </Link>
              <button
                type="submit"
                className="btn-primary flex-1 whitespace-nowrap sm:flex-none"
                disabled={saving}
              >
                {editing ? 'Update Property' : 'Create Property'}
              </button>
            </div>
          </div>
        </div>
      </form>
      <LeaveGuard when={form.dirty && !finished} />
      <NoticeDialog notice={notice} onDismiss={() => setNotice(null)} />
    </FormProvider>
  );
}
