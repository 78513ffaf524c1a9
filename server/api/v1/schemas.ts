import { z } from 'zod';
import { idMessages, readId } from '#common/id.ts';

/** The one error shape of the API. */
export const errorSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** An id in an address or a form field, by the one rule of common/id.ts. */
export const idText = z.string({ message: idMessages['not-a-number'] }).transform((value, ctx) => {
  const result = readId(value);
  if ('id' in result) return result.id;
  ctx.addIssue({ code: 'custom', message: idMessages[result.problem] });
  return z.NEVER;
});

export const idParams = z.object({ id: idText });

export const propertyIdParams = z.object({ propertyId: idParams.shape.id });

export const messageSchema = z.object({ message: z.string() });
