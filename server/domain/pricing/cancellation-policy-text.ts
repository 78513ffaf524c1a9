import type { Lang } from '#common/translations.ts';
import type { CancellationRule } from './quote.ts';

/**
 * The cancellation policy of the Terms page written from the setting the quotes read (issue 40), so that
 * the two cannot disagree: legal texts say `{{cancellation_policy}}` where the list of steps goes, and the
 * page is rendered with the list of the day's setting in its language. A Terms page seeded before the
 * placeholder existed holds the default policy's list word for word: that list is read as the placeholder.
 */
export const cancellationPlaceholder = '{{cancellation_policy}}';

const percent = (n: number, lang: Lang) =>
  lang === 'fr' ? `${String(n).replace('.', ',')}\u00a0%` : `${n}%`;

const words = {
  en: {
    before: (days: number) => `${days} days or more before arrival`,
    anyTime: 'Any time before arrival',
    between: (from: number, to: number) =>
      from === to ? `${from} days before arrival` : `${from} to ${to} days before arrival`,
    lessThan: (days: number) => `Less than ${days} days before arrival`,
    none: 'no refund',
    full: 'a full refund of the amounts paid',
    part: (p: string) => `a refund of ${p} of the total reservation amount`,
    fee: (p: string) => `, minus a ${p} processing fee`,
    colon: ':',
  },
  fr: {
    before: (days: number) => `${days} jours ou plus avant l’arrivée`,
    anyTime: 'En tout temps avant l’arrivée',
    between: (from: number, to: number) =>
      from === to ? `${from} jours avant l’arrivée` : `De ${from} à ${to} jours avant l’arrivée`,
    lessThan: (days: number) => `Moins de ${days} jours avant l’arrivée`,
    none: 'aucun remboursement',
    full: 'remboursement complet des sommes versées',
    part: (p: string) => `remboursement de ${p} du montant total de la réservation`,
    fee: (p: string) => `, moins des frais de traitement de ${p}`,
    colon: '\u00a0:',
  },
} as const;

/** The policy as a Markdown list, one item per step, longest notice first, in `lang`. */
export function cancellationPolicyMarkdown(rules: CancellationRule[], lang: Lang): string {
  const w = words[lang];
  const steps = [...rules].sort((a, b) => b.days_before - a.days_before);
  const item = (when: string, what: string) => `- **${when}${w.colon}** ${what}.`;
  const items = steps.map((step, i) => {
    const upper = steps[i - 1]?.days_before;
    const d = step.days_before;
    const when =
      upper === undefined
        ? d > 0
          ? w.before(d)
          : w.anyTime
        : d > 0
          ? w.between(d, upper - 1)
          : w.lessThan(upper);
    const fee = step.fee_percent > 0 ? w.fee(percent(step.fee_percent, lang)) : '';
    const what =
      step.refund_percent <= step.fee_percent
        ? w.none
        : step.refund_percent === 100
          ? w.full + fee
          : w.part(percent(step.refund_percent, lang)) + fee;
    return item(when, what);
  });
  const last = steps.at(-1)?.days_before ?? 0;
  if (last > 0) items.push(item(w.lessThan(last), w.none));
  return items.join('\n');
}

/** The default policy's list as the Terms page was seeded with it before the placeholder, in each language. */
const seededLists = (['en', 'fr'] as const).map((lang) =>
  cancellationPolicyMarkdown(
    [
      { days_before: 30, refund_percent: 100, fee_percent: 4 },
      { days_before: 14, refund_percent: 50, fee_percent: 0 },
      { days_before: 0, refund_percent: 0, fee_percent: 0 },
    ],
    lang,
  ),
);

/** Whether a legal text shows the policy (the placeholder, or the list it was seeded with). */
export const showsCancellationPolicy = (body: string) =>
  body.includes(cancellationPlaceholder) || seededLists.some((list) => body.includes(list));

/** The legal text with the policy's list of the setting in place of the placeholder (or the seeded list). */
export function withCancellationPolicy(body: string, rules: CancellationRule[], lang: Lang): string {
  const list = cancellationPolicyMarkdown(rules, lang);
  let text = body.split(cancellationPlaceholder).join(list);
  for (const seeded of seededLists) text = text.split(seeded).join(list);
  return text;
}
