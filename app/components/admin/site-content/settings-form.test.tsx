// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContentSettingsResponse } from '#common/site-content.ts';
import { api } from '../../../lib/api.ts';
import { SettingsForm } from './settings-form.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api.ts')>()),
  api: vi.fn(),
}));
const apiMock = vi.mocked(api);

const settings: SiteContentSettingsResponse = {
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
});
