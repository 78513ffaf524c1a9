import { z } from 'zod';
import { isIsoDate } from './site-dates.ts';

/** What a field says when its value is not a calendar date. */
export const isoDateMessage = (label: string) => `${label} must be a date written YYYY-MM-DD`;

/** The one rule for a date field of a body or query: a real calendar date written `YYYY-MM-DD`. */
export const isoDateField = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .refine(isIsoDate, isoDateMessage(label));
