import type { SendMailOptions } from 'nodemailer';
import { minutes } from '#common/durations.ts';
import type { DomainContext } from '../shared/context.ts';

/**
 * The mail a housekeeper gets when a task is assigned to them (issue 42), through the guest mail's outbox
 * and sender (guest-mailer.ts): the row is written in the assignment's transaction, so one assignment makes
 * exactly one row; a node claims it with a lease before sending, so exactly one node sends it, and a node
 * that dies mid-send leaves it to be taken again when the lease ends.
 */

type Tx = Pick<DomainContext, 'db' | 'now'>;

/** Plans the mail for an assignment, when the assignee is a housekeeper with an address. */
export async function planAssignmentNotice(tx: Tx, taskId: number, assigneeId: number): Promise<void> {
  const user = await tx.db
    .selectFrom('users')
    .select(['role', 'email'])
    .where('id', '=', assigneeId)
    .executeTakeFirst();
  if (user?.role !== 'housekeeping' || !user.email) return;
  const now = tx.now().toISOString();
  await tx.db
    .insertInto('task_notices')
    .values({
      task_id: taskId,
      to_address: user.email,
      status: 'pending',
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

export interface NoticeRow {
  id: number;
  task_id: number;
  to_address: string;
  attempts: number;
}

/** Claims the next notice due (pending, or sending with its lease over), or undefined when none is. */
async function claimDueNotice(
  ctx: DomainContext,
  worker: string,
  leaseMs: number,
): Promise<NoticeRow | undefined> {
  const now = ctx.now().toISOString();
  for (;;) {
    const candidate = await ctx.db
      .selectFrom('task_notices')
      .select('id')
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    const claimed = await ctx.db
      .updateTable('task_notices')
      .set({
        status: 'sending',
        claimed_by: worker,
        next_attempt_at: new Date(ctx.now().getTime() + leaseMs).toISOString(),
      })
      .where('id', '=', candidate.id)
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', now)
      .returning(['id', 'task_id', 'to_address', 'attempts'])
      .executeTakeFirst();
    if (claimed) return claimed;
  }
}

async function composeNotice(ctx: DomainContext, notice: NoticeRow): Promise<SendMailOptions | undefined> {
  const task = await ctx.db
    .selectFrom('tasks as t')
    .innerJoin('properties as p', 'p.id', 't.property_id')
    .select(['t.title', 't.due_at', 't.cancelled_at', 'p.name as property_name'])
    .where('t.id', '=', notice.task_id)
    .executeTakeFirst();
  if (!task || task.cancelled_at) return undefined;
  const due = new Intl.DateTimeFormat('en-CA', {
    timeZone: ctx.config.site.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(task.due_at));
  const link = `${ctx.config.publicUrl}/admin/my-tasks`;
  return {
    from: { name: ctx.config.site.name, address: ctx.config.mail.from },
    to: notice.to_address,
    subject: `New task: ${task.title} (${task.property_name})`,
    text: `You have a new task at ${task.property_name}: ${task.title}.\nDue: ${due}.\n\nMy tasks: ${link}\n`,
  };
}

/**
 * Sends every notice due, one at a time: `send` delivers a mail (SMTP or the outbox folder). A failure is
 * retried after a minute, doubling, up to an hour; a notice for a task gone since is dropped.
 */
export async function sendDueNotices(
  ctx: DomainContext,
  worker: string,
  send: (mail: SendMailOptions, notice: NoticeRow) => Promise<void>,
  onFailure: (notice: NoticeRow, error: unknown) => void,
  leaseMs = minutes(5),
): Promise<void> {
  for (;;) {
    const notice = await claimDueNotice(ctx, worker, leaseMs);
    if (!notice) return;
    const mail = await composeNotice(ctx, notice);
    let failure: unknown;
    try {
      if (mail) await send(mail, notice);
    } catch (error) {
      failure = error;
      onFailure(notice, error);
    }
    const waitMs = Math.min(minutes(1) * 2 ** notice.attempts, minutes(60));
    await ctx.db
      .updateTable('task_notices')
      .set(
        failure === undefined
          ? {
              status: mail ? 'sent' : 'dropped',
              sent_at: ctx.now().toISOString(),
              attempts: notice.attempts + 1,
            }
          : {
              status: 'pending',
              attempts: notice.attempts + 1,
              last_error: String(failure).slice(0, 500),
              next_attempt_at: new Date(ctx.now().getTime() + waitMs).toISOString(),
            },
      )
      // only while this worker still holds the claim
      .where('id', '=', notice.id)
      .where('claimed_by', '=', worker)
      .where('status', '=', 'sending')
      .execute();
  }
}
