import { describe, expect, it } from 'vitest';
import { stayDates, stayMessage } from './stay-message.ts';

describe('the message that hands a guest their link', () => {
  const stay = {
    guest_name: 'Avery',
    arrival: '2026-12-12',
    departure: '2026-12-15',
    link: 'https://stays.example/welcome/3/s/abc',
  };

  it('names the guest, the property, the dates and the link', () => {
    expect(stayMessage(stay, 'Cedar Ridge Chalet')).toBe(
      'Hi Avery, here is your guide to Cedar Ridge Chalet for Sat 12 Dec 2026 to Tue 15 Dec 2026: ' +
        'https://stays.example/welcome/3/s/abc',
    );
  });

  it("greets by first name and follows the stay's language", () => {
    const french = { ...stay, guest_name: 'Amélie Tremblay', language: 'fr' };
    expect(stayMessage(french, 'Chalet du Cèdre')).toBe(
      'Bonjour Amélie, voici votre guide de Chalet du Cèdre pour votre séjour du sam. 12 déc. 2026 au ' +
        'mar. 15 déc. 2026\u00a0: https://stays.example/welcome/3/s/abc',
    );
    expect(stayMessage({ ...stay, guest_name: 'Jordan Lee', language: 'en' }, 'Cedar')).toMatch(
      /^Hi Jordan, /,
    );
  });

  it('reads the dates as calendar days, whatever the browser zone', () => {
    expect(stayDates({ arrival: '2027-01-01', departure: '2027-01-03' })).toBe(
      'Fri 1 Jan 2027 to Sun 3 Jan 2027',
    );
  });
});
