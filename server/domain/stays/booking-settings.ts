import { type BookingSettings, bookingSettingsSchema } from '#common/booking.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';

/**
 * The booking settings (issue 41): `request_hold_hours` (how long a request holds its nights, 24 by default)
 * and `payment_instructions` in English and French (what the confirmation tells the guest about paying).
 * They are rows of site_settings beside the brochure's, read and written here.
 */
export const defaultBookingSettings: BookingSettings = {
  request_hold_hours: 24,
  payment_instructions: {
    en: 'We will send you an Interac e-Transfer request for the deposit. You can also pay by card over the phone.',
    fr: 'Nous vous enverrons une demande de virement Interac pour le dépôt. Vous pouvez aussi payer par carte au téléphone.',
  },
};

const names = Object.keys(defaultBookingSettings) as (keyof BookingSettings)[];

export async function readBookingSettings(ctx: Pick<DomainContext, 'db'>): Promise<BookingSettings> {
  const rows = await ctx.db
    .selectFrom('site_settings')
    .select(['name', 'value'])
    .where('name', 'in', names)
    .execute();
  const values: Record<string, unknown> = { ...defaultBookingSettings };
  for (const row of rows) values[row.name] = JSON.parse(row.value);
  const parsed = bookingSettingsSchema.safeParse(values);
  return parsed.success ? parsed.data : defaultBookingSettings;
}

/** Stores the settings given (a part left out is unchanged). */
export async function saveBookingSettings(
  ctx: DomainContext,
  input: Partial<BookingSettings>,
  actor: string | null,
): Promise<void> {
  const now = ctx.now().toISOString();
  await inTransaction(ctx, async ({ db }) => {
    for (const name of names) {
      if (input[name] === undefined) continue;
      const value = JSON.stringify(input[name]);
      const updated = await db
        .updateTable('site_settings')
        .set({ value, updated_at: now, updated_by: actor })
        .where('name', '=', name)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await db
          .insertInto('site_settings')
          .values({ name, value, updated_at: now, updated_by: actor })
          .execute();
    }
  });
}
