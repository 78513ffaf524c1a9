import type { z } from 'zod';

/**
 * A phone number as people write it: digits, spaces, `+`, `-` and parentheses only, with 7 to 20 digits
 * ("+1 (250) 555-0142"). One rule for the contact form, the site settings and the API (issue 27), so every
 * tel: link made from a stored number dials something.
 */
export const phoneDigits = { min: 7, max: 20 } as const;

const allowed = /^[\d\s+()-]+$/;

/** Why `value` is not a phone number, or null when it is one. */
export function phoneProblem(value: string): string | null {
  if (!allowed.test(value)) return 'Phone can only have digits, spaces, +, - and parentheses';
  const digits = value.replace(/\D/g, '').length;
  if (digits < phoneDigits.min || digits > phoneDigits.max) {
    return `Phone must have ${phoneDigits.min} to ${phoneDigits.max} digits`;
  }
  return null;
}

/** Refines a (trimmed, required) text schema with the phone rule. */
export const withPhoneRule = (text: z.ZodType<string>) =>
  text.superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
