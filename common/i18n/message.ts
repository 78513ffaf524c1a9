/**
 * Marks an English text as one the site translates (issue 28) where it is written, away from the call
 * that translates it: a label in a list of links, a message in a schema. It returns the text unchanged;
 * the catalogue test (common/i18n/catalogue.test.ts) finds every text given to msg, t and tn in the
 * code and checks that the French catalogue has each.
 */
export const msg = <const T extends string>(english: T): T => english;
