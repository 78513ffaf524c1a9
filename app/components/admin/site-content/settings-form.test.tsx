// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettingsWithPricing } from '../../../lib/api/site-content.ts';
import { api } from '../../../lib/api.ts';
import { SettingsForm } from './settings-form.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api.ts')>()),
  api: vi.fn(),
}));
const apiMock = vi.mocked(api);

const settings: SettingsWithPricing = {
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

describe('the settings form in both languages (issue 28)', () => {
  beforeEach(() => apiMock.mockReset());
  afterEach(cleanup);

  it('shows the stored French beside the English, marks the missing one and sends both', async () => {
    const user = userEvent.setup();
    apiMock.mockImplementation(async (_path, request) => ({
      ...settings,
      ...(request?.json as object),
      updated_at: '2026-11-27T18:00:00.000Z',
    }));
    render(<Stub initialEntries={['/admin/content/settings']} />);

    expect(french('Footer blurb').value).toBe('Des chalets au bord de la rivière.');
    expect(french('Developer credit').value).toBe('');
    expect(bilingualRow('Footer blurb').textContent).not.toMatch(/missing French/i);
    expect(bilingualRow('Developer credit').textContent).toMatch(/missing French/i);

    await user.type(french('Developer credit'), 'Fait à Revelstoke');
    expect(bilingualRow('Developer credit').textContent).not.toMatch(/missing French/i);
    await user.click(screen.getByRole('button', { name: /Save/ }));

    await screen.findByText(/every page shows them now/);
    const [path, request] = apiMock.mock.calls[0]!;
    expect(path).toBe('/settings');
    expect(request?.method).toBe('PUT');
    const body = request?.json as { translations: unknown } | undefined;
    expect(body?.translations).toEqual({
      fr: { footer_blurb: 'Des chalets au bord de la rivière.', developer_credit: 'Fait à Revelstoke' },
    });
  });

  it('edits the taxes and the cancellation policy with the settings, as numbers (issue 40)', async () => {
    const user = userEvent.setup();
    apiMock.mockImplementation(async (_path, request) => ({
      ...settings,
      ...(request?.json as object),
      updated_at: '2026-11-27T18:00:00.000Z',
    }));
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
    const body = apiMock.mock.calls[0]![1]?.json as { taxes: unknown; cancellation: unknown };
    expect(body.taxes).toEqual([
      ...settings.taxes,
      { name: 'MRDT', percent: 3, on_fees: true, exempt_from_nights: 27 },
    ]);
    expect(body.cancellation).toEqual([{ days_before: 30, refund_percent: 100, fee_percent: 4 }]);
  });
});

describe('the booking settings (issue 41)', () => {
  beforeEach(() => apiMock.mockReset());
  afterEach(cleanup);

  it('saves the request hold and the payment instructions in both languages', async () => {
    const user = userEvent.setup();
    apiMock.mockImplementation(async (_path, request) => ({
      ...settings,
      ...(request?.json as object),
      updated_at: '2026-11-27T18:00:00.000Z',
    }));
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
    const body = apiMock.mock.calls[0]![1]?.json as {
      request_hold_hours: unknown;
      payment_instructions: unknown;
    };
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
    expect(apiMock).not.toHaveBeenCalled();
  });
});
