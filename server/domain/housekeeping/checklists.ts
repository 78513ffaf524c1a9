import type { Checklist } from '#common/tasks.ts';
import { propertyNotFound } from '../properties/properties.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';

type ChecklistAnswer = { items: { label: string; photo_required: boolean }[] };

async function requireProperty(db: DomainContext['db'], propertyId: number): Promise<void> {
  const property = await db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', propertyId)
    .executeTakeFirst();
  if (!property) throw propertyNotFound();
}

async function readChecklist(db: DomainContext['db'], propertyId: number): Promise<ChecklistAnswer> {
  const rows = await db
    .selectFrom('checklist_items')
    .select(['label', 'photo_required'])
    .where('property_id', '=', propertyId)
    .orderBy('position')
    .execute();
  return { items: rows.map((r) => ({ label: r.label, photo_required: r.photo_required === 1 })) };
}

/** A home's checklist (issue 42, item 2): what each new clean task of it starts with. */
export async function getChecklist(ctx: DomainContext, propertyId: number): Promise<ChecklistAnswer> {
  await requireProperty(ctx.db, propertyId);
  return readChecklist(ctx.db, propertyId);
}

/** Replaces a home's checklist; tasks already made keep the copy they were given. */
export async function setChecklist(
  ctx: DomainContext,
  propertyId: number,
  checklist: Checklist,
): Promise<ChecklistAnswer> {
  return inTransaction(ctx, async ({ db }) => {
    await requireProperty(db, propertyId);
    await db.deleteFrom('checklist_items').where('property_id', '=', propertyId).execute();
    if (checklist.items.length > 0) {
      await db
        .insertInto('checklist_items')
        .values(
          checklist.items.map((item, position) => ({
            property_id: propertyId,
            position,
            label: item.label,
            photo_required: item.photo_required ? 1 : 0,
          })),
        )
        .execute();
    }
    return readChecklist(db, propertyId);
  });
}
