// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettingsData } from './settings-fields.ts';
import { SettingsForm } from './settings-form.tsx';

// the form calls the real API client, on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});

const settings: SiteSettingsData = {
  brand_name: 'Selkirk Stays',
  phone: '+1 250-555-0142',
  email: 'stay@selkirkstays.example',
  office_address: '301 Victoria Road, Revelstoke',
  footer_blurb: 'Cabins by the river.',
  social_links: [],
  developer_credit: 'Built in Revelstoke',
  after_hours_phone: '',
  translations: { fr: { footer_blurb: 'Des chalets au bord de la rivière.' } },
  updated_at: '2026-11-20T18:00:00.000Z',
  taxes: [
    { name: 'GST', percent: 5, on_fees: true, exempt_from_nights: null },
    { name: 'PST', percent: 8, on_fees: true, exempt_from_nights: 27 },
  ],
  cancellation: [
    { days_before: 30, refund_percent: 100, fee_percent: 4 },
    { days_before: 14, refund_percent: 50, fee_percent: 0 },
  ],
  request_hold_hours: 24,
  payment_instructions: { en: 'We send an e-Transfer request.', fr: '' },
};

function SettingsPage() {
  return <SettingsForm settings={settings} />;
}
const Stub = createRoutesStub([{ path: '/admin/content/settings', Component: SettingsPage }]);

/** The form's field for a text in French, beside its English. */
const french = (label: string) => screen.getByLabelText(`${label} in French`) as HTMLInputElement;
const bilingualRow = (label: string) => french(label).closest('[data-bilingual]') as HTMLElement;
/** The settings as the API answers a save. */
const savedAnswer = () => api.answer(200, { ...settings, updated_at: '2026-11-27T18:00:00.000Z' });
/** The body of the save sent. */
const sentBody = () => {
  const [request] = api.sent();
  expect(request?.method).toBe('PUT');
  expect(request?.path).toBe('/api/v1/settings');
  return request?.body as Record<string, unknown>;
};

describe('the settings form in both languages (issue 28)', () => {
  beforeEach(() => api.reset());
  afterEach(cleanup);

  it('shows the stored French beside the English, marks the missing one and sends both', async () => {
    const user = userEvent.setup();
    savedAnswer();
    render(<Stub initialEntries={['/admin/content/settings']} />);

    expect(french('Footer blurb').value).toBe('Des chalets au bord de la rivière.');
    expect(french('Developer credit').value).toBe('');
    expect(bilingualRow('Footer blurb').textContent).not.toMatch(/missing French/i);
    expect(bilingualRow('Developer credit').textContent).toMatch(/missing French/i);

    await user.type(french('Developer credit'), 'Fait à Revelstoke');
    expect(bilingualRow('Developer credit').textContent).not.toMatch(/missing French/i);
    await user.click(screen.getByRole('button', { name: /Save/ }));

    await screen.findByText(/every page shows them now/);
    expect(sentBody().translations).toEqual({
      fr: { footer_blurb: 'Des chalets au bord de la rivière.', developer_credit: 'Fait à Revelstoke' },
    });
  });

  it('edits the taxes and the cancellation policy with the settings, as numbers (issue 40)', async () => {
    const user = userEvent.setup();
    savedAnswer();
    render(<Stub initialEntries={['/admin/content/settings']} />);
    await user.click(screen.getByRole('button', { name: /Add tax/ }));
    const rows = screen.getAllByTestId('tax-row');
    const added = rows[2]!;
    await user.type(within(added).getByLabelText(/Tax name/), 'MRDT');
    await user.clear(within(added).getByLabelText(/Percent/));
    await user.type(within(added).getByLabelText(/Percent/), '3');
    await user.type(within(added).getByLabelText(/Exempt from nights/), '27');
    await user.click(screen.getByRole('button', { name: /Remove step 2/ }));
    await user.click(screen.getByRole('button', { name: /Save/ }));

    const outcome = await screen.findByText(/every page shows them now|Not saved/);
    const invalid = [...document.querySelectorAll('[aria-invalid="true"]')].map((e) =>
      e.getAttribute('name'),
    );
    expect(`${outcome.textContent} ${invalid.join(',')}`).toMatch(/every page shows them now/);
    const body = sentBody();
    expect(body.taxes).toEqual([
      ...settings.taxes,
      { name: 'MRDT', percent: 3, on_fees: true, exempt_from_nights: 27 },
    ]);
    expect(body.cancellation).toEqual([{ days_before: 30, refund_percent: 100, fee_percent: 4 }]);
  });
});

describe('the booking settings (issue 41)', () => {
  beforeEach(() => api.reset());
  afterEach(cleanup);

  it('saves the request hold and the payment instructions in both languages', async () => {
    const user = userEvent.setup();
    savedAnswer();
    render(<Stub initialEntries={['/admin/content/settings']} />);
    const hold = screen.getByLabelText(/Hold requests for/) as HTMLInputElement;
    expect(hold.value).toBe('24');
    expect(
      screen.getByLabelText('Payment instructions in French').closest('[data-bilingual]')?.textContent,
    ).toMatch(/missing French/i);
    await user.clear(hold);
    await user.type(hold, '48');
    await user.type(screen.getByLabelText('Payment instructions in French'), 'Virement Interac.');
    await user.click(screen.getByRole('button', { name: /Save/ }));

    await screen.findByText(/every page shows them now/);
    const body = sentBody();
    expect(body.request_hold_hours).toBe(48);
    expect(body.payment_instructions).toEqual({
      en: 'We send an e-Transfer request.',
      fr: 'Virement Interac.',
    });
  });

  it('refuses a hold outside 1 to 168 hours beside its field, without saving', async () => {
    const user = userEvent.setup();
    render(<Stub initialEntries={['/admin/content/settings']} />);
    const hold = screen.getByLabelText(/Hold requests for/);
    await user.clear(hold);
    await user.type(hold, '500');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Hold hours must be at most 168')).toBeTruthy();
    expect(api.sent()).toEqual([]);
  });
});

describe('the save bar and the whole save', () => {
  beforeEach(() => api.reset());
  afterEach(cleanup);

  it('says when it was last changed, then that changes wait, then sends every setting as the API takes it', async () => {
    const user = userEvent.setup();
    savedAnswer();
    render(<Stub initialEntries={['/admin/content/settings']} />);
    expect(screen.getByRole('status').textContent).toMatch(/^Last changed/);

    await user.type(screen.getByLabelText(/^Brand name/), ' Co');
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    await user.click(screen.getByRole('button', { name: /Save/ }));

    await screen.findByText(/every page shows them now/);
    const { updated_at: _read, translations: _french, ...fields } = settings;
    expect(sentBody()).toEqual({
      ...fields,
      brand_name: 'Selkirk Stays Co',
      translations: { fr: { footer_blurb: 'Des chalets au bord de la rivière.', developer_credit: '' } },
    });
    // saved: the form counts changes from what it saved
    await user.type(screen.getByLabelText(/^Brand name/), '!');
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
  });

  it('shows the API refusal of a field under it, and keeps what was typed', async () => {
    const user = userEvent.setup();
    api.answer(400, { message: 'Invalid settings', fields: { 'taxes.1.name': 'A tax needs a name' } });
    render(<Stub initialEntries={['/admin/content/settings']} />);
    await user.type(screen.getByLabelText(/^Brand name/), ' Co');
    await user.click(screen.getByRole('button', { name: /Save/ }));

    expect(await screen.findByText('A tax needs a name')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Not saved: some fields need your attention. They are marked in red.',
    );
    expect((screen.getByLabelText(/^Brand name/) as HTMLInputElement).value).toBe('Selkirk Stays Co');
  });
});
