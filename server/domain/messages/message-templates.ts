import { defaultFrenchTemplates, defaultTemplates } from '#common/guest-message-defaults.ts';
import {
  defaultGuideDaysBefore,
  guideDaysBeforeSchema,
  type MessageKind,
  messageKinds,
  type Template,
  type TemplateInput,
  type TemplateTranslations,
} from '#common/guest-messages.ts';
import type { Lang } from '#common/translations.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { localise, readTranslations, writeTranslations } from '../shared/translations.ts';

/**
 * Staff's message templates (issue 25). A kind without a row is the default text, enabled: the defaults are
 * "seeded" by being what is read until staff save, so improving them in code reaches every site that has
 * not written its own. The French versions (issue 28) live in `translations` (kind `message_template`,
 * record id the template's kind); a kind never saved reads the default French beside the default English.
 */
export async function listTemplates(ctx: DomainContext): Promise<Template[]> {
  const [rows, translations] = await Promise.all([
    ctx.db.selectFrom('message_templates').selectAll().execute(),
    readTranslations(ctx.db, 'message_template', messageKinds),
  ]);
  return messageKinds.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return row
      ? {
          kind,
          subject: row.subject,
          body: row.body,
          enabled: row.enabled === 1,
          updated_at: row.updated_at,
          translations: (translations.get(kind) ?? {}) as TemplateTranslations,
        }
      : {
          kind,
          ...defaultTemplates[kind],
          updated_at: '',
          translations: { fr: defaultFrenchTemplates[kind] },
        };
  });
}

export async function getTemplate(ctx: DomainContext, kind: MessageKind): Promise<Template> {
  const templates = await listTemplates(ctx);
  const template = templates.find((t) => t.kind === kind);
  if (!template) throw new Error(`unreachable: every kind has a template (${kind})`);
  return template;
}

/**
 * A kind's text for a guest of `lang`: each of subject and body in that language where staff (or the
 * defaults) gave one, in English otherwise; `untranslated` names the texts left in English.
 */
export async function templateIn(ctx: DomainContext, kind: MessageKind, lang: Lang) {
  const { translations, ...template } = await getTemplate(ctx, kind);
  return localise('message_template', template, translations, lang);
}

/**
 * Saves a kind's text (already validated, placeholders included) with the French it was sent, and returns
 * it. The first save of a kind keeps the default French of any text it does not send, so saving the
 * English alone never drops the French the editor showed.
 */
export async function saveTemplate(
  ctx: DomainContext,
  kind: MessageKind,
  input: TemplateInput,
): Promise<Template> {
  const updatedAt = ctx.now().toISOString();
  const { translations, ...english } = input;
  const values = {
    subject: english.subject,
    body: english.body,
    enabled: english.enabled ? 1 : 0,
    updated_at: updatedAt,
  };
  await inTransaction(ctx, async (tx) => {
    const trx = tx.db;
    const saved = await trx
      .selectFrom('message_templates')
      .select('kind')
      .where('kind', '=', kind)
      .executeTakeFirst();
    const french = saved
      ? translations?.fr
      : { ...defaultFrenchTemplates[kind], ...stripUndefined(translations?.fr ?? {}) };
    await trx
      .insertInto('message_templates')
      .values({ kind, ...values })
      .onConflict((oc) => oc.column('kind').doUpdateSet(values))
      .execute();
    await writeTranslations(tx, 'message_template', kind, french ? { fr: french } : undefined);
  });
  return getTemplate(ctx, kind);
}

const stripUndefined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, text]) => text !== undefined)) as T;

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
