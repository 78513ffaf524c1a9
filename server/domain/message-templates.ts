import { defaultTemplates } from '#common/guest-message-defaults.ts';
import {
  defaultGuideDaysBefore,
  guideDaysBeforeSchema,
  type MessageKind,
  messageKinds,
  type Template,
  type TemplateInput,
} from '#common/guest-messages.ts';
import type { DomainContext } from './context.ts';

/**
 * Staff's message templates (issue 25). A kind without a row is the default text, enabled: the defaults are
 * "seeded" by being what is read until staff save, so improving them in code reaches every site that has
 * not written its own.
 */
export async function listTemplates(ctx: DomainContext): Promise<Template[]> {
  const rows = await ctx.db.selectFrom('message_templates').selectAll().execute();
  return messageKinds.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return row
      ? { kind, subject: row.subject, body: row.body, enabled: row.enabled === 1, updated_at: row.updated_at }
      : { kind, ...defaultTemplates[kind], updated_at: '' };
  });
}

export async function getTemplate(ctx: DomainContext, kind: MessageKind): Promise<Template> {
  const templates = await listTemplates(ctx);
  const template = templates.find((t) => t.kind === kind);
  if (!template) throw new Error(`unreachable: every kind has a template (${kind})`);
  return template;
}

/** Saves a kind's text (already validated, placeholders included) and returns it. */
export async function saveTemplate(
  ctx: DomainContext,
  kind: MessageKind,
  input: TemplateInput,
): Promise<Template> {
  const updatedAt = ctx.now().toISOString();
  const values = {
    subject: input.subject,
    body: input.body,
    enabled: input.enabled ? 1 : 0,
    updated_at: updatedAt,
  };
  await ctx.db
    .insertInto('message_templates')
    .values({ kind, ...values })
    .onConflict((oc) => oc.column('kind').doUpdateSet(values))
    .execute();
  return { kind, ...input, updated_at: updatedAt };
}

const guideDaysSetting = 'guide_days_before';

/** How many days before arrival the guide is due (a site setting, default 7). */
export async function readGuideDaysBefore(ctx: DomainContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('site_settings')
    .select('value')
    .where('name', '=', guideDaysSetting)
    .executeTakeFirst();
  const parsed = row ? guideDaysBeforeSchema.safeParse(JSON.parse(row.value)) : undefined;
  return parsed?.success ? parsed.data : defaultGuideDaysBefore;
}

export async function saveGuideDaysBefore(
  ctx: DomainContext,
  days: number,
  actor: string | null,
): Promise<void> {
  const values = { value: JSON.stringify(days), updated_at: ctx.now().toISOString(), updated_by: actor };
  await ctx.db
    .insertInto('site_settings')
    .values({ name: guideDaysSetting, ...values })
    .onConflict((oc) => oc.column('name').doUpdateSet(values))
    .execute();
}
