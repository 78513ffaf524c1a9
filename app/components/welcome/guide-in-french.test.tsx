// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { frenchCatalogue } from '#common/i18n/french/index.ts';
import { registerFrenchCatalogue } from '#common/i18n/translate.ts';
import type { Welcome } from '#common/welcome.ts';
import { LanguageProvider } from '../../lib/site/language.tsx';
import { qrCodePath, wifiQrText } from '../../lib/welcome/wifi-qr.ts';
import { DoorCodeNotice } from './door-code-notice.tsx';
import { QuickInfo } from './quick-info.tsx';
import { EnglishTextsProvider } from './section.tsx';
import { ArrivalSection, HouseRulesSection } from './stay-sections.tsx';

beforeAll(() => registerFrenchCatalogue(frenchCatalogue));
afterEach(cleanup);

const welcome = {
  property_id: 3,
  address: { line: '12 Rue du Mont', map_url: null },
  wifi: { network: 'Chalet', password: 'poudreuse' },
  checkin: { time: '16:00', instructions: 'Retirez vos chaussures.' },
  door: { code: '4821', instructions: 'Lockbox left of the side door.' },
  checkout: { time: '10:00', instructions: '' },
  garbage: { info: '', location: '', code: '4321' },
  house_rules: ['Non-fumeur'],
  password_shows_codes: false,
  codes_available_at: null,
  untranslated: ['door_instructions'],
} as unknown as Welcome;

const inFrench = (children: React.ReactNode) =>
  render(
    <LanguageProvider lang="fr">
      <EnglishTextsProvider fields={welcome.untranslated ?? []}>{children}</EnglishTextsProvider>
    </LanguageProvider>,
  );

describe('the guide in French', () => {
  it('writes the quick info in French, times as "16 h 00"', () => {
    inFrench(
      <QuickInfo
        welcome={welcome}
        wifiQr={qrCodePath(wifiQrText({ network: 'Chalet', password: 'poudreuse' }))}
      />,
    );
    expect(screen.getByRole('heading', { name: "L'essentiel" })).toBeTruthy();
    expect(screen.getByText("Code d'entrée")).toBeTruthy();
    expect(screen.getByText('4821')).toBeTruthy();
    expect(screen.getByText('16 h 00')).toBeTruthy();
    expect(screen.getByText('10 h 00')).toBeTruthy();
    expect(screen.getByText('Mot de passe')).toBeTruthy();
    expect(screen.getByText('Balayez pour vous connecter')).toBeTruthy();
    expect(screen.getByRole('img', { name: /connecte au réseau Wi-Fi Chalet/ })).toBeTruthy();
  });

  it('marks the staff texts shown in English with lang="en", and the French ones not', () => {
    inFrench(<ArrivalSection welcome={welcome} release={null} phone="" />);
    expect(screen.getByRole('heading', { name: 'Arrivée' })).toBeTruthy();
    expect(screen.getByText('Lockbox left of the side door.').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Retirez vos chaussures.').hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Arrivée à partir de', { exact: false })).toBeTruthy();
  });

  it('keeps the house rules unmarked when they have their French', () => {
    inFrench(<HouseRulesSection welcome={welcome} />);
    expect(screen.getByRole('heading', { name: 'Règlement de la maison' })).toBeTruthy();
    expect(screen.getByRole('list').hasAttribute('lang')).toBe(false);
  });

  it('says in French when the door code appears, with the date the server wrote in French', () => {
    inFrench(
      <DoorCodeNotice
        welcome={{
          ...welcome,
          door: { ...welcome.door, code: null },
          codes_available_at: '2099-12-11T08:00:00.000Z',
        }}
        release="ven. 11 déc. à 0 h 00"
        phone=""
        tone="light"
      />,
    );
    expect(screen.getByText(/Votre code d'entrée s'affiche le ven\. 11 déc\. à 0 h 00/)).toBeTruthy();
    expect(
      screen.getByText('Le mot de passe Wi-Fi et le code des bacs à ordures arrivent en même temps.'),
    ).toBeTruthy();
  });

  it('is unchanged in English', () => {
    render(<QuickInfo welcome={welcome} wifiQr={null} />);
    expect(screen.getByRole('heading', { name: 'Quick info' })).toBeTruthy();
    expect(screen.getByText('4:00 PM')).toBeTruthy();
  });
});
