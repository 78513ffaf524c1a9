// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Template } from '#common/guest-messages.ts';
import { TemplateEditor } from './template-editor.tsx';

// the editor calls the real API client, on a stubbed network (app/test/api-client-stub.ts) that answers
// each request as it comes (the previews follow the typing, so their number is not known beforehand)
const api = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({
      baseUrl: 'http://admin.test',
      fetch: async (request) => {
        const { status, body } = await answerTo(request.clone());
        api.answer(status, body);
        return api.fetch(request);
      },
    }),
  };
});

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

/** The API's refusal of a save, when a test sets one; a save otherwise answers with the template changed. */
let saveRefusal: { message: string; fields: Record<string, string> } | null = null;

/** How the stubbed API answers a request: a preview renders the subject sent; a save, as said above. */
async function answerTo(request: Request): Promise<{ status: number; body: unknown }> {
  const json = (await request.json()) as { subject?: string };
  if (request.url.endsWith('/preview')) return { status: 200, body: rendered(json.subject ?? '') };
  return saveRefusal ? { status: 400, body: saveRefusal } : { status: 200, body: { ...template, ...json } };
}

/** The JSON bodies sent to a path so far. */
const sentTo = (path: string) =>
  api
    .sent()
    .filter((sent) => sent.path === path)
    .map(({ body }) => body);

beforeEach(() => {
  api.reset();
  onSaved.mockReset();
  saveRefusal = null;
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
    expect(sentTo('/api/v1/message-templates/arrival')).toEqual([
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
    expect(sentTo('/api/v1/message-templates/arrival/preview').at(-1)).toEqual({
      subject: 'Welcome today to {property_name}',
      body: 'Hello {guest_name}',
      lang: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'French' }));
    await waitFor(() =>
      expect(sentTo('/api/v1/message-templates/arrival/preview').at(-1)).toEqual({
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
    expect(sentTo('/api/v1/message-templates/arrival')).toEqual([]);
  });

  it("shows the API's refusal and does not report a save", async () => {
    saveRefusal = { message: 'Invalid template', fields: { body: 'Body has an unknown placeholder {nom}' } };
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Body has an unknown placeholder {nom}');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
