// @vitest-environment happy-dom

import { FormProvider, getFormProps } from '@conform-to/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageTypeMessage, notAnImageMessage } from '#common/images.ts';
import type { ContentImage, UploadedContentImage } from '#common/site-content.ts';
import { type PageFormValues, pageFormSchema } from '../../../lib/admin/site-content-form.ts';
import { ApiError, type ApiRequest, api } from '../../../lib/api.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { ImageField } from './image-field.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api.ts')>()),
  api: vi.fn(),
}));
const apiMock = vi.mocked(api);

const uploaded: UploadedContentImage = {
  key: '0123456789abcdef0123456789abcdef',
  width: 1600,
  height: 1067,
  src: '/uploads/0123456789abcdef0123456789abcdef-480.webp',
};

let saved: PageFormValues | null = null;

/** The field inside a one-section page form, with a Save button that checks the form as the editor does. */
function Harness({ image }: { image?: ContentImage }) {
  const { form } = useApiForm({
    schema: pageFormSchema,
    defaultValue: {
      seo: { title: 'About', description: 'About us' },
      sections: [{ kind: 'hero', id: 'hero', heading: 'Our story', buttons: [], image }],
    } as never,
    async onValid(values) {
      saved = values;
      return undefined;
    },
  });
  return (
    <FormProvider context={form.context}>
      <form {...getFormProps(form)}>
        <input type="hidden" name="seo.title" value="About" />
        <input type="hidden" name="seo.description" value="About us" />
        <input type="hidden" name="sections[0].kind" value="hero" />
        <input type="hidden" name="sections[0].id" value="hero" />
        <input type="hidden" name="sections[0].heading" value="Our story" />
        <ImageField name="sections[0].image" label="Image" />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

/** The upload writes through useApiWrite, which lives in a data router like every back-office screen. */
let shown: ReactElement | null = null;
const Shown = () => shown;
const Stub = createRoutesStub([{ path: '/', Component: Shown }]);
function inRouter(element: ReactElement) {
  shown = element;
  return <Stub />;
}

const png = (name = 'peaks.png') => new File(['not really a png'], name, { type: 'image/png' });
const savedImage = () => (saved?.sections[0] as { image?: ContentImage } | undefined)?.image;

/** An upload that waits until the test answers it, reporting progress on the way. */
function pendingUpload() {
  let answer!: (value: UploadedContentImage) => void;
  let refuse!: (error: unknown) => void;
  let request: ApiRequest | undefined;
  apiMock.mockImplementationOnce(async (_path, options) => {
    request = options;
    return new Promise((resolve, reject) => {
      answer = resolve as (value: UploadedContentImage) => void;
      refuse = reject;
    });
  });
  return {
    progress: (sent: number, total: number) => request?.onUploadProgress?.(sent, total),
    answer: (value: UploadedContentImage) => answer(value),
    refuse: (error: unknown) => refuse(error),
  };
}

describe('ImageField', () => {
  beforeEach(() => {
    apiMock.mockReset();
    saved = null;
  });
  afterEach(cleanup);

  it('uploads a picture with progress, keeps the alt text typed meanwhile, and sets {key, alt}', async () => {
    const user = userEvent.setup();
    render(inRouter(<Harness />));
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    expect((screen.getByLabelText('Upload a file') as HTMLInputElement).checked).toBe(true);

    const upload = pendingUpload();
    await user.upload(screen.getByLabelText('Upload a picture'), png());
    const [path, request] = apiMock.mock.calls[0]!;
    expect(path).toBe('/content-images');
    expect((request!.form!.get('file') as File).name).toBe('peaks.png');
    upload.progress(512, 1024);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByRole('status').textContent).toBe('Uploading the picture');

    await user.type(screen.getByLabelText(/^Alt text/), 'Mount Begbie at dawn');
    upload.answer(uploaded);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    const thumbnail = document.querySelector('fieldset img') as HTMLImageElement;
    expect(thumbnail.getAttribute('src')).toBe(uploaded.src);
    expect(screen.getByLabelText('Upload another picture')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedImage()).toEqual({ key: uploaded.key, alt: 'Mount Begbie at dawn' }));
  });

  it("shows a refused upload's message inline and keeps the picture and alt text it had", async () => {
    const user = userEvent.setup();
    render(inRouter(<Harness image={{ key: 'abcdefabcdefabcdefabcdefabcdefab', alt: 'The office' }} />));
    const upload = pendingUpload();
    await user.upload(screen.getByLabelText('Upload another picture'), png('scan.png'));
    upload.refuse(new ApiError(400, `file: ${notAnImageMessage}`, { file: notAnImageMessage }));
    expect((await screen.findByRole('alert')).textContent).toBe(notAnImageMessage);
    expect((screen.getByLabelText(/^Alt text/) as HTMLInputElement).value).toBe('The office');
    expect(document.querySelector('fieldset img')?.getAttribute('src')).toBe(
      '/uploads/abcdefabcdefabcdefabcdefabcdefab-480.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(savedImage()).toEqual({ key: 'abcdefabcdefabcdefabcdefabcdefab', alt: 'The office' }),
    );
  });

  it('says when the picture could not be sent at all', async () => {
    const user = userEvent.setup();
    render(inRouter(<Harness />));
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    apiMock.mockRejectedValueOnce(new ApiError(0, 'Network Error'));
    await user.upload(screen.getByLabelText('Upload a picture'), png());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The picture could not be sent. Check the connection and try again.',
    );
  });

  it('refuses a file that is not an image before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(inRouter(<Harness />));
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.upload(
      screen.getByLabelText('Upload a picture'),
      new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(imageTypeMessage);
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('offers the address instead, and switching back brings the upload back', async () => {
    const user = userEvent.setup();
    render(inRouter(<Harness image={{ key: uploaded.key, alt: 'Peaks' }} />));
    await user.click(screen.getByLabelText('Use an address'));
    await user.type(screen.getByLabelText(/^Image address/), '/images/scenes/hero-winter-960.webp');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(savedImage()).toEqual({ url: '/images/scenes/hero-winter-960.webp', alt: 'Peaks' }),
    );
    await user.click(screen.getByLabelText('Upload a file'));
    expect(screen.queryByLabelText(/^Image address/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedImage()).toEqual({ key: uploaded.key, alt: 'Peaks' }));
  });

  it('asks for an upload and for alt text inline before anything is saved', async () => {
    const user = userEvent.setup();
    render(inRouter(<Harness />));
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Alt text is required')).toBeTruthy();
    expect(screen.getByText('Choose an uploaded image or give its address')).toBeTruthy();
    expect(screen.getByLabelText(/^Alt text/).getAttribute('aria-invalid')).toBe('true');
    expect(saved).toBeNull();
  });
});
