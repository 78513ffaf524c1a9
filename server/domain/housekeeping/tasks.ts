import type { User } from '#common/auth.ts';
import { zonedInstant } from '#common/site-dates.ts';
import type {
  Task,
  TaskChecklistItem,
  TaskCreate,
  TaskKind,
  TaskPatch,
  TaskPhoto,
  TaskPriority,
  TaskQuery,
  TaskStatus,
} from '#common/tasks.ts';
import { propertyNotFound } from '../properties/properties.ts';
import { recordActivity } from '../shared/activity.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { conflict, forbidden, invalid, notFound } from '../shared/errors.ts';
import { planAssignmentNotice } from './task-notices.ts';

/**
 * Tasks (issue 42): listing, manual tasks, assignment, status and note, and the rules of who may do what. A
 * housekeeper sees the tasks assigned to them and the unassigned ones, and works only on those; `inspected`
 * is for admin and manager. Clean tasks themselves come from the stays (clean-tasks.ts).
 */

type Db = DomainContext['db'];

const taskNotFound = () => notFound('Task not found');

function selectTasks(db: Db) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('properties as p', 'p.id', 't.property_id')
    .leftJoin('users as u', 'u.id', 't.assignee_id')
    .select([
      't.id',
      't.kind',
      't.property_id',
      'p.name as property_name',
      't.stay_id',
      't.title',
      't.description',
      't.note',
      't.due_at',
      't.assignee_id',
      'u.name as assignee_name',
      't.status',
      't.priority',
      't.created_by',
      't.created_at',
    ])
    .where('t.cancelled_at', 'is', null);
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

export const taskPhotoUrl = (taskId: number, photoId: number) => `/api/v1/tasks/${taskId}/photos/${photoId}`;

async function toTasks(db: Db, rows: TaskRow[]): Promise<Task[]> {
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db
        .selectFrom('task_checklist_items')
        .select(['id', 'task_id', 'label', 'photo_required', 'done', 'done_by', 'done_at'])
        .where('task_id', 'in', ids)
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  const photos = ids.length
    ? await db
        .selectFrom('task_photos')
        .select(['id', 'task_id', 'item_id', 'taken_at', 'taken_by'])
        .where('task_id', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  const itemsOf = new Map<number, TaskChecklistItem[]>();
  for (const item of items) {
    const list = itemsOf.get(item.task_id) ?? [];
    list.push({
      id: item.id,
      label: item.label,
      photo_required: item.photo_required === 1,
      done: item.done === 1,
      done_by: item.done_by,
      done_at: item.done_at,
    });
    itemsOf.set(item.task_id, list);
  }
  const photosOf = new Map<number, TaskPhoto[]>();
  for (const photo of photos) {
    const list = photosOf.get(photo.task_id) ?? [];
    list.push({
      id: photo.id,
      url: taskPhotoUrl(photo.task_id, photo.id),
      item_id: photo.item_id,
      taken_at: photo.taken_at,
      by: photo.taken_by,
    });
    photosOf.set(photo.task_id, list);
  }
  return rows.map((row) => ({
    ...row,
    kind: row.kind as TaskKind,
    status: row.status as TaskStatus,
    priority: row.priority as TaskPriority,
    checklist: itemsOf.get(row.id) ?? [],
    photos: photosOf.get(row.id) ?? [],
  }));
}

/** Tasks by due time; a housekeeper's list holds only theirs and the unassigned ones. */
export async function listTasks(ctx: DomainContext, user: User, query: TaskQuery): Promise<Task[]> {
  const tz = ctx.config.site.timeZone;
  if (query.from && query.to && query.to <= query.from) {
    throw invalid('to must be after from', { to: 'to must be after from' });
  }
  let select = selectTasks(ctx.db).orderBy('t.due_at').orderBy('t.id');
  if (query.from)
    select = select.where('t.due_at', '>=', zonedInstant(query.from, '00:00', tz).toISOString());
  if (query.to) select = select.where('t.due_at', '<', zonedInstant(query.to, '00:00', tz).toISOString());
  if (query.property_id !== undefined) select = select.where('t.property_id', '=', query.property_id);
  if (query.assignee_id !== undefined) select = select.where('t.assignee_id', '=', query.assignee_id);
  if (query.status) select = select.where('t.status', '=', query.status);
  if (query.kind) select = select.where('t.kind', '=', query.kind);
  if (user.role === 'housekeeping') {
    select = select.where((eb) =>
      eb.or([eb('t.assignee_id', '=', user.id), eb('t.assignee_id', 'is', null)]),
    );
  }
  return toTasks(ctx.db, await select.execute());
}

/** One task the user may see (404 otherwise: a housekeeper is not told of another's task). */
export async function getTask(ctx: Pick<DomainContext, 'db'>, user: User, taskId: number): Promise<Task> {
  const row = await selectTasks(ctx.db).where('t.id', '=', taskId).executeTakeFirst();
  if (!row || !maySee(user, row.assignee_id)) throw taskNotFound();
  const [task] = await toTasks(ctx.db, [row]);
  return task!;
}

const maySee = (user: User, assigneeId: number | null) =>
  user.role !== 'housekeeping' || assigneeId === null || assigneeId === user.id;

/**
 * The task to work on, read in the transaction: 404 when the user may not see it, 403 when a housekeeper
 * works on a task assigned to someone else.
 */
export async function taskToWorkOn(db: Db, user: User, taskId: number) {
  const task = await db
    .selectFrom('tasks')
    .select(['id', 'kind', 'property_id', 'stay_id', 'assignee_id', 'status', 'title'])
    .where('id', '=', taskId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!task) throw taskNotFound();
  if (!maySee(user, task.assignee_id)) throw forbidden('This task is assigned to someone else');
  return task;
}

async function requireAssignee(db: Db, assigneeId: number): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('id', '=', assigneeId).executeTakeFirst();
  if (!user) throw invalid('No such user to assign', { assignee_id: 'No such user to assign' });
}

/** A manual task: maintenance by any staff role, the other kinds by admin and manager. */
export async function createTask(ctx: DomainContext, user: User, input: TaskCreate): Promise<Task> {
  if (user.role === 'housekeeping' && input.kind !== 'maintenance') {
    throw forbidden('The housekeeping role can only report maintenance');
  }
  if (user.role === 'housekeeping' && input.assignee_id) {
    throw forbidden('The housekeeping role cannot assign tasks');
  }
  const id = await inTransaction(ctx, async (tx) => {
    const property = await tx.db
      .selectFrom('properties')
      .select('id')
      .where('id', '=', input.property_id)
      .executeTakeFirst();
    if (!property) throw propertyNotFound();
    if (input.stay_id) {
      const stay = await tx.db
        .selectFrom('stays')
        .select('id')
        .where('id', '=', input.stay_id)
        .where('property_id', '=', input.property_id)
        .executeTakeFirst();
      if (!stay) throw invalid('This home has no such stay', { stay_id: 'This home has no such stay' });
    }
    if (input.assignee_id) await requireAssignee(tx.db, input.assignee_id);
    const now = ctx.now().toISOString();
    const row = await tx.db
      .insertInto('tasks')
      .values({
        kind: input.kind,
        property_id: input.property_id,
        stay_id: input.stay_id ?? null,
        title: input.title,
        description: input.description ?? '',
        note: '',
        due_at: input.due_at ? new Date(input.due_at).toISOString() : now,
        assignee_id: input.assignee_id ?? null,
        status: 'todo',
        priority: input.priority ?? 'normal',
        created_by: user.name,
        created_at: now,
        cancelled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordActivity(tx, user, {
      action: 'task.created',
      detail: `${input.kind}: ${input.title}`,
      propertyId: input.property_id,
      stayId: input.stay_id ?? null,
      taskId: row.id,
    });
    if (input.assignee_id) await planAssignmentNotice(tx, row.id, input.assignee_id);
    return row.id;
  });
  return getTask(ctx, user, id);
}

export interface MissingItem {
  item_id: number;
  label: string;
  reason: 'not ticked' | 'no photo';
}

/** What keeps a task from being done: items not ticked, and photo-required items without a photo of their own. */
async function missingForDone(db: Db, taskId: number): Promise<MissingItem[]> {
  const items = await db
    .selectFrom('task_checklist_items')
    .select(['id', 'label', 'done', 'photo_required'])
    .where('task_id', '=', taskId)
    .orderBy('position')
    .execute();
  const photographed = new Set(
    (
      await db
        .selectFrom('task_photos')
        .select('item_id')
        .where('task_id', '=', taskId)
        .where('item_id', 'is not', null)
        .execute()
    ).map((p) => p.item_id),
  );
  const missing: MissingItem[] = [];
  for (const item of items) {
    if (item.done !== 1) missing.push({ item_id: item.id, label: item.label, reason: 'not ticked' });
    else if (item.photo_required === 1 && !photographed.has(item.id)) {
      missing.push({ item_id: item.id, label: item.label, reason: 'no photo' });
    }
  }
  return missing;
}

/**
 * Assigns, moves, or changes the status, note or priority of a task. A housekeeper changes only the status
 * (not to `inspected`) and the note, of their own or an unassigned task. `done` needs every item ticked and
 * every photo-required item photographed (409 with what is missing).
 */
export async function updateTask(
  ctx: DomainContext,
  user: User,
  taskId: number,
  patch: TaskPatch,
): Promise<Task> {
  const isStaffLead = user.role !== 'housekeeping';
  if (
    !isStaffLead &&
    (patch.assignee_id !== undefined || patch.due_at !== undefined || patch.priority !== undefined)
  ) {
    throw forbidden('The housekeeping role cannot assign, move or reprioritise tasks');
  }
  if (!isStaffLead && patch.status === 'inspected')
    throw forbidden('Only an admin or a manager inspects a task');
  await inTransaction(ctx, async (tx) => {
    const task = await taskToWorkOn(tx.db, user, taskId);
    if (patch.assignee_id) await requireAssignee(tx.db, patch.assignee_id);
    if (patch.status === 'done' || (patch.status === 'inspected' && task.status !== 'done')) {
      const missing = await missingForDone(tx.db, taskId);
      if (missing.length > 0) {
        throw conflict(`Not done yet: ${missing.map((m) => `${m.label} (${m.reason})`).join(', ')}`, {
          missing,
        });
      }
    }
    await tx.db
      .updateTable('tasks')
      .set({
        ...(patch.assignee_id !== undefined ? { assignee_id: patch.assignee_id } : {}),
        ...(patch.due_at !== undefined ? { due_at: new Date(patch.due_at).toISOString() } : {}),
        ...(patch.status !== undefined ? { status: patch.status } : {}),
        ...(patch.note !== undefined ? { note: patch.note } : {}),
        ...(patch.priority !== undefined ? { priority: patch.priority } : {}),
      })
      .where('id', '=', taskId)
      .execute();
    const about = { propertyId: task.property_id, stayId: task.stay_id, taskId };
    if (patch.status !== undefined && patch.status !== task.status) {
      await recordActivity(tx, user, { action: `task.${patch.status}`, detail: task.title, ...about });
    }
    if (patch.assignee_id !== undefined && patch.assignee_id !== task.assignee_id) {
      await recordActivity(tx, user, {
        action: 'task.assigned',
        detail: patch.assignee_id === null ? `${task.title}: unassigned` : task.title,
        ...about,
      });
      if (patch.assignee_id !== null) await planAssignmentNotice(tx, taskId, patch.assignee_id);
    }
  });
  return getTask(ctx, user, taskId);
}

/** Ticks or unticks a checklist item of a task the user works on. */
export async function checkTaskItem(
  ctx: DomainContext,
  user: User,
  taskId: number,
  itemId: number,
  done: boolean,
): Promise<Task> {
  await inTransaction(ctx, async (tx) => {
    const task = await taskToWorkOn(tx.db, user, taskId);
    if (task.status === 'inspected' && user.role === 'housekeeping') {
      throw forbidden('This task has been inspected');
    }
    const item = await tx.db
      .selectFrom('task_checklist_items')
      .select(['id', 'done'])
      .where('id', '=', itemId)
      .where('task_id', '=', taskId)
      .executeTakeFirst();
    if (!item) throw notFound('This task has no such checklist item');
    if ((item.done === 1) === done) return;
    await tx.db
      .updateTable('task_checklist_items')
      .set(
        done
          ? { done: 1, done_by: user.name, done_at: ctx.now().toISOString() }
          : { done: 0, done_by: null, done_at: null },
      )
      .where('id', '=', itemId)
      .execute();
    if (task.status === 'todo' && done) {
      await tx.db.updateTable('tasks').set({ status: 'in_progress' }).where('id', '=', taskId).execute();
    }
  });
  return getTask(ctx, user, taskId);
}
