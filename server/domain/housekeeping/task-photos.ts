import type { User } from '#common/auth.ts';
import type { Task } from '#common/tasks.ts';
import { encodeImage } from '../images/images.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { isUniqueViolation, notFound } from '../shared/errors.ts';
import { getTask, taskToWorkOn } from './tasks.ts';

/**
 * Photo proof on a task (issue 42, item 2). The file goes through the image pipeline (decoded, upright,
 * sRGB, re-encoded as WebP: EXIF with its GPS position never survives); its largest variant is kept with
 * the task, not among the public images, so only staff are served it. `uploadKey` is the phone's
 * idempotency key: a photo sent again after a lost answer is stored once (the unique key decides, not a
 * check before the insert).
 */
export async function addTaskPhoto(
  ctx: DomainContext,
  user: User,
  taskId: number,
  photo: { path: string; itemId: number | null; uploadKey: string | null },
): Promise<{ task: Task; created: boolean }> {
  await taskToWorkOn(ctx.db, user, taskId);
  if (photo.itemId !== null) await requireItem(ctx.db, taskId, photo.itemId);
  if (photo.uploadKey && (await photoWithKey(ctx.db, photo.uploadKey))) {
    return { task: await getTask(ctx, user, taskId), created: false };
  }
  const encoded = await encodeImage(photo.path);
  const largest = encoded.variants.at(-1)!;
  try {
    await inTransaction(ctx, async (tx) => {
      await taskToWorkOn(tx.db, user, taskId);
      await tx.db
        .insertInto('task_photos')
        .values({
          task_id: taskId,
          item_id: photo.itemId,
          upload_key: photo.uploadKey,
          width: largest.width,
          height: Math.round((encoded.height * largest.width) / encoded.width),
          content: largest.content,
          taken_at: ctx.now().toISOString(),
          taken_by: user.name,
        })
        .execute();
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { task: await getTask(ctx, user, taskId), created: false };
  }
  return { task: await getTask(ctx, user, taskId), created: true };
}

async function requireItem(db: DomainContext['db'], taskId: number, itemId: number): Promise<void> {
  const item = await db
    .selectFrom('task_checklist_items')
    .select('id')
    .where('id', '=', itemId)
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  if (!item) throw notFound('This task has no such checklist item');
}

const photoWithKey = (db: DomainContext['db'], key: string) =>
  db.selectFrom('task_photos').select('id').where('upload_key', '=', key).executeTakeFirst();

/** A task photo's WebP bytes, for a user who may see the task. */
export async function readTaskPhoto(
  ctx: DomainContext,
  user: User,
  taskId: number,
  photoId: number,
): Promise<Buffer> {
  await getTask(ctx, user, taskId);
  const row = await ctx.db
    .selectFrom('task_photos')
    .select('content')
    .where('id', '=', photoId)
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  if (!row) throw notFound('No such photo');
  return Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content);
}
