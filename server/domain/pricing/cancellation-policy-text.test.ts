import { describe, expect, it } from 'vitest';
import { defaultFrench, defaultPages } from '../content/site-content-defaults.ts';
import {
  cancellationPlaceholder,
  cancellationPolicyMarkdown,
  showsCancellationPolicy,
  withCancellationPolicy,
} from './cancellation-policy-text.ts';
import { defaultCancellation } from './quote.ts';

describe("the Terms page's cancellation policy, written from the setting", () => {
  it('writes the default policy as the Terms page always said it', () => {
    expect(cancellationPolicyMarkdown(defaultCancellation, 'en')).toBe(
      '- **30 days or more before arrival:** a full refund of the amounts paid, minus a 4% processing fee.\n' +
        '- **14 to 29 days before arrival:** a refund of 50% of the total reservation amount.\n' +
        '- **Less than 14 days before arrival:** no refund.',
    );
    expect(cancellationPolicyMarkdown(defaultCancellation, 'fr')).toBe(
      '- **30 jours ou plus avant l’arrivée\u00a0:** remboursement complet des sommes versées, moins des frais de traitement de 4\u00a0%.\n' +
        '- **De 14 à 29 jours avant l’arrivée\u00a0:** remboursement de 50\u00a0% du montant total de la réservation.\n' +
        '- **Moins de 14 jours avant l’arrivée\u00a0:** aucun remboursement.',
    );
  });

  it('follows a changed policy, the steps in order and a last step that still refunds', () => {
    const policy = [
      { days_before: 7, refund_percent: 25, fee_percent: 0 },
      { days_before: 60, refund_percent: 100, fee_percent: 0 },
      { days_before: 21, refund_percent: 75, fee_percent: 2.5 },
    ];
    expect(cancellationPolicyMarkdown(policy, 'en').split('\n')).toEqual([
      '- **60 days or more before arrival:** a full refund of the amounts paid.',
      '- **21 to 59 days before arrival:** a refund of 75% of the total reservation amount, minus a 2.5% processing fee.',
      '- **7 to 20 days before arrival:** a refund of 25% of the total reservation amount.',
      '- **Less than 7 days before arrival:** no refund.',
    ]);
    expect(cancellationPolicyMarkdown(policy, 'fr')).toContain('moins des frais de traitement de 2,5\u00a0%');
  });

  it('puts the policy where the placeholder is, and in place of the list a page was seeded with', () => {
    const policy = [{ days_before: 45, refund_percent: 100, fee_percent: 0 }];
    const body = `Intro\n\n${cancellationPlaceholder}\n\nAfter`;
    expect(showsCancellationPolicy(body)).toBe(true);
    expect(withCancellationPolicy(body, policy, 'en')).toBe(
      'Intro\n\n- **45 days or more before arrival:** a full refund of the amounts paid.\n' +
        '- **Less than 45 days before arrival:** no refund.\n\nAfter',
    );
    const seeded = `Before\n\n${cancellationPolicyMarkdown(defaultCancellation, 'fr')}\n\nAfter`;
    expect(withCancellationPolicy(seeded, policy, 'fr')).toContain('45 jours ou plus avant l’arrivée');
    expect(showsCancellationPolicy('No policy here')).toBe(false);
  });

  it('is where the default Terms page, English and French, lists the policy', () => {
    const legal = (sections: ReadonlyArray<{ kind: string; body?: string }>) =>
      sections.filter((s) => s.kind === 'legal').map((s) => s.body ?? '');
    expect(legal(defaultPages()['terms-and-conditions'].sections).join()).toContain(cancellationPlaceholder);
    expect(JSON.stringify(defaultFrench['terms-and-conditions'])).toContain(cancellationPlaceholder);
  });
});
