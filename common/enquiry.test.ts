import { beforeAll, describe, expect, it } from 'vitest';
import { enquirySchema, enquirySchemaIn } from './enquiry.ts';
import { frenchCatalogue } from './i18n/french/index.ts';
import { registerFrenchCatalogue } from './i18n/translate.ts';

beforeAll(() => registerFrenchCatalogue(frenchCatalogue));

/** The first message of each field, as the contact form shows them. */
function messagesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
  return first;
}

const blank = { firstName: ' ', lastName: '', email: '', phone: '', message: '' };

describe('the contact form rules', () => {
  it('keep their English messages for the API', () => {
    expect(enquirySchemaIn('en')).toBe(enquirySchema);
    expect(messagesOf(enquirySchema.safeParse(blank))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      message: 'Message is required',
    });
    const tooLong = { ...blank, firstName: 'x'.repeat(101), email: 'not-an-email', phone: '12ab' };
    expect(messagesOf(enquirySchema.safeParse(tooLong))).toMatchObject({
      firstName: 'First name must be at most 100 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone can only have digits, spaces, +, - and parentheses',
    });
  });

  it('say the same in French for a French page', () => {
    expect(messagesOf(enquirySchemaIn('fr').safeParse(blank))).toEqual({
      firstName: 'Veuillez entrer votre prénom',
      lastName: 'Veuillez entrer votre nom',
      email: 'Veuillez entrer votre courriel',
      phone: 'Veuillez entrer votre numéro de téléphone',
      message: 'Veuillez écrire votre message',
    });
    const wrong = { ...blank, firstName: 'x'.repeat(101), email: 'not-an-email', phone: '123' };
    expect(messagesOf(enquirySchemaIn('fr').safeParse(wrong))).toMatchObject({
      firstName: 'Le prénom doit compter au plus 100 caractères',
      email: 'Veuillez entrer une adresse courriel valide',
      phone: 'Le téléphone doit compter de 7 à 20 chiffres',
    });
  });
});
