import type { enquirySchema } from '#common/enquiry.ts';
import type { Lang } from '#common/translations.ts';
import { type Errors, fieldErrors, type Values } from './contact-form-values.ts';

/**
 * The field rules live in common/enquiry.ts (shared with the API and the page's action). They load when the
 * visitor first touches the form, so zod is not part of the page's initial JavaScript. Submitting never
 * waits on them for long: when they cannot be loaded (the connection dropped before the first touch), the
 * form is sent as it is and the server's validation answers instead.
 */
type Schema = typeof enquirySchema;
let schemaLoad: Promise<(lang: Lang) => Schema> | null = null;
export const loadSchema = (): Promise<(lang: Lang) => Schema> => {
  schemaLoad ??= import('#common/enquiry.ts').then(
    (m) => m.enquirySchemaIn,
    (error: unknown) => {
      schemaLoad = null; // a later touch tries again
      throw error;
    },
  );
  return schemaLoad;
};
const schemaWaitMs = 2000;

/** The fields' errors by the shared rules (in `lang`), or null when the rules could not be loaded in time. */
export async function validate(values: Values, lang: Lang): Promise<Errors | null> {
  const schemaIn = await Promise.race([
    loadSchema().catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), schemaWaitMs)),
  ]);
  if (!schemaIn) return null;
  const result = schemaIn(lang).safeParse(values);
  return result.success ? {} : fieldErrors(result.error.issues);
}
