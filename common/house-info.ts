import { z } from 'zod';
import { limits } from './property.ts';

/**
 * What a back-office user may read about each home to run a changeover (issue 24, item 6): the address,
 * the check-in and checkout times of its welcome page ('' when it has none) and the staff's turnover
 * notes. Nothing in it is secret: housekeeping reads it, and it holds no door or WiFi code.
 */
export const houseInfoSchema = z.object({
  property_id: z.number(),
  name: z.string(),
  address: z.string(),
  check_in_time: z.string(),
  checkout_time: z.string(),
  turnover_notes: z.string(),
});

export type HouseInfo = z.infer<typeof houseInfoSchema>;

export const houseInfoListSchema = z.array(houseInfoSchema);

/** Staff's change to a home's turnover notes (blank clears them). */
export const turnoverNotesInputSchema = z.object({
  turnover_notes: z
    .string({ message: 'Turnover notes must be text' })
    .trim()
    .max(limits.longText, `Turnover notes must be at most ${limits.longText} characters`),
});
