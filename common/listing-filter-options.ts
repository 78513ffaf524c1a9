/**
 * Choices of the listing filter row (docs/spec.md section 9). Kept apart from the zod schemas so the browser
 * can import it without putting zod into every public page's JavaScript.
 */
export const filterOptions = {
  bedrooms: [1, 2, 3, 4],
  bathrooms: [1, 2, 3],
} as const;
