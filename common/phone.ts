import type { z } from 'zod';
import { translate } from './i18n/translate.ts';
import type { Lang } from './translations.ts';

/**
 * A phone number as people write it: digits, spaces, `+`, `-` and parentheses only, with 7 to 20 digits
 * ("+1 (250) 555-0142"). One rule for the contact form, the site settings and the API (issue 27), so every
 * tel: link made from a stored number dials something.
 */
export const phoneDigits = { min: 7, max: 20 } as const;

const allowed = /^[\d\s+()-]+$/;

/** Why `value` is not a phone number (in `lang`, English by default), or null when it is one. */
export function phoneProblem(value: string, lang: Lang = 'en'): string | null {
  if (!allowed.test(value))
    return translate(lang, 'Phone can only have digits, spaces, +, - and parentheses');
  const digits = value.replace(/\D/g, '').length;
  if (digits < phoneDigits.min || digits > phoneDigits.max) {
    return translate(lang, 'Phone must have {min} to {max} digits', phoneDigits);
  }
  return null;
}

/** Refines a (trimmed, required) text schema with the phone rule, its message in `lang` (the contact form's). */
export const withPhoneRule = (text: z.ZodType<string>, lang: Lang = 'en') =>
  text.superRefine((value, ctx) => {
    const problem = phoneProblem(value, lang);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
