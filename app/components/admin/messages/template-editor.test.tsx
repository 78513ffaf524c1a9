// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Template } from '#common/guest-messages.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { TemplateEditor } from './template-editor.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api.ts')>()),
  api: vi.fn(),
}));
const apiMock = vi.mocked(api);

const template: Template = {
  kind: 'arrival',
  subject: 'Welcome today to {property_name}',
  body: 'Hello {guest_name}',
  enabled: true,
  updated_at: '2026-11-01T00:00:00.000Z',
  translations: { fr: { subject: "Bienvenue aujourd'hui à {property_name}" } },
};

const rendered = (subject: string) => ({ subject, text: 'text', html: `<p>${subject}</p>` });

const onSaved = vi.fn();

function EditorPage() {
  return <TemplateEditor template={template} onSaved={onSaved} />;
}

const Stub = createRoutesStub([{ path: '/admin/messages', Component: EditorPage }]);

function renderEditor() {
  render(<Stub initialEntries={['/admin/messages']} />);
  return userEvent.setup({ delay: null });
}

/** The JSON bodies sent to a path so far. */
const sentTo = (path: string) =>
  apiMock.mock.calls.filter(([url]) => url === path).map(([, request]) => request?.json);

beforeEach(() => {
  apiMock.mockReset();
  onSaved.mockReset();
  apiMock.mockImplementation(async (path, request) => {
    const json = request?.json as { subject?: string } | undefined;
    if (path.endsWith('/preview')) return rendered(json?.subject ?? '');
    return { ...template, ...json };
  });
});

afterEach(() => cleanup());

describe('the message template editor, French beside the English (issue 28)', () => {
  it('marks the French body missing until it is written, and saves both languages', async () => {
    const user = renderEditor();
    expect((screen.getByLabelText(/^French subject/) as HTMLInputElement).value).toBe(
      "Bienvenue aujourd'hui à {property_name}",
    );
    const bodyLabel = screen.getByText('French text (Markdown)').closest('label')!;
    expect(bodyLabel.textContent).toContain('missing French');
    expect(screen.getByText('French subject').closest('label')!.textContent).not.toContain('missing French');

    await user.type(screen.getByLabelText(/^French text/), 'Bonjour {{guest_name}');
    expect(bodyLabel.textContent).not.toContain('missing French');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentTo('/message-templates/arrival')).toEqual([
      {
        subject: 'Welcome today to {property_name}',
        body: 'Hello {guest_name}',
        enabled: true,
        translations: {
          fr: { subject: "Bienvenue aujourd'hui à {property_name}", body: 'Bonjour {guest_name}' },
        },
      },
    ]);
  });

  it('previews in French on request, the English standing in for an empty French text', async () => {
    const user = renderEditor();
    await screen.findByText('Subject:');
    expect(sentTo('/message-templates/arrival/preview').at(-1)).toEqual({
      subject: 'Welcome today to {property_name}',
      body: 'Hello {guest_name}',
      lang: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'French' }));
    await waitFor(() =>
      expect(sentTo('/message-templates/arrival/preview').at(-1)).toEqual({
        subject: "Bienvenue aujourd'hui à {property_name}",
        body: 'Hello {guest_name}',
        lang: 'fr',
      }),
    );
    expect(
      await screen.findByText("Bienvenue aujourd'hui à {property_name}", { selector: '.prose p' }),
    ).toBeTruthy();
  });
});

describe('the template editor checks what it sends (ADR 0049)', () => {
  it("shows the schema's message under a blank English subject and sends nothing", async () => {
    const user = renderEditor();
    await user.clear(screen.getByLabelText(/^English subject/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(screen.getByLabelText(/^English subject/).getAttribute('aria-invalid')).toBe('true');
    expect(sentTo('/message-templates/arrival')).toEqual([]);
  });

  it("shows the API's refusal and does not report a save", async () => {
    apiMock.mockImplementation(async (path, request) => {
      const json = request?.json as { subject?: string } | undefined;
      if (path.endsWith('/preview')) return rendered(json?.subject ?? '');
      throw new ApiError(400, 'Invalid template', { body: 'Body has an unknown placeholder {nom}' });
    });
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Body has an unknown placeholder {nom}');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
