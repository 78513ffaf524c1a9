import { beforeAll, describe, expect, it } from 'vitest';
import { frenchCatalogue } from './i18n/french/index.ts';
import { registerFrenchCatalogue } from './i18n/translate.ts';
import { guestReviewMessage, guestReviewSchema } from './review.ts';

beforeAll(() => registerFrenchCatalogue(frenchCatalogue));

/** The first message per field of a review the schema refuses. */
function problems(input: Record<string, unknown>): Record<string, string> {
  const result = guestReviewSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

describe("the guest review form's messages", () => {
  it('stay in English for the API', () => {
    expect(problems({ rating: '7', text: 'Short', name: 'x'.repeat(61) })).toEqual({
      rating: 'Rating must be from 1 to 5',
      text: 'Please write at least 20 characters',
      name: 'Name must be at most 60 characters',
    });
  });

  it('read in French on the French review page, limits included', () => {
    const french = Object.fromEntries(
      Object.entries(problems({ rating: '7', text: 'Short', name: 'x'.repeat(61) })).map(
        ([field, message]) => [field, guestReviewMessage(message, 'fr')],
      ),
    );
    expect(french).toEqual({
      rating: 'La note doit être de 1 à 5',
      text: 'Veuillez écrire au moins 20 caractères',
      name: 'Le nom doit compter au plus 60 caractères',
    });
    expect(guestReviewMessage(problems({ rating: 5, text: 'x'.repeat(2001) }).text ?? '', 'fr')).toBe(
      "L'avis doit compter au plus 2000 caractères",
    );
    expect(guestReviewMessage('Please write at least 20 characters', 'en')).toBe(
      'Please write at least 20 characters',
    );
  });
});
