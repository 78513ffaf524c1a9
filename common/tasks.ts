import { z } from 'zod';
import { isoDateField } from './date-field.ts';

/**
 * Housekeeping and maintenance tasks (issue 42): cleans made from stays' departures, maintenance tickets and
 * other manual tasks, with a checklist and photo proof. Times are ISO-8601 instants; `from`/`to` filters are
 * `YYYY-MM-DD` in SITE_TIMEZONE.
 */

export const taskKinds = ['clean', 'maintenance', 'other'] as const;
export type TaskKind = (typeof taskKinds)[number];
export const taskStatuses = ['todo', 'in_progress', 'done', 'inspected'] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export const taskPriorities = ['urgent', 'normal', 'low'] as const;
export type TaskPriority = (typeof taskPriorities)[number];

export const taskLimits = { title: 200, description: 4000, note: 4000, label: 200, items: 60 } as const;

const kindSchema = z.enum(taskKinds, { message: 'kind must be clean, maintenance or other' });
const statusSchema = z.enum(taskStatuses, { message: 'status must be todo, in_progress, done or inspected' });
const prioritySchema = z.enum(taskPriorities, { message: 'priority must be urgent, normal or low' });
const positiveId = (label: string) =>
  z
    .number({ message: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a whole number`)
    .max(2_147_483_647, `${label} is too large`);
const instant = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label} must be a date and time` });

export const checklistItemSchema = z.object({
  id: z.number(),
  label: z.string(),
  photo_required: z.boolean(),
  done: z.boolean(),
  done_by: z.string().nullable(),
  done_at: z.string().nullable(),
});
export type TaskChecklistItem = z.infer<typeof checklistItemSchema>;

export const taskPhotoSchema = z.object({
  id: z.number(),
  url: z.string(),
  item_id: z.number().nullable(),
  taken_at: z.string(),
  by: z.string().nullable(),
});
export type TaskPhoto = z.infer<typeof taskPhotoSchema>;

export const taskSchema = z.object({
  id: z.number(),
  kind: kindSchema,
  property_id: z.number(),
  property_name: z.string(),
  stay_id: z.number().nullable(),
  title: z.string(),
  description: z.string(),
  note: z.string(),
  due_at: z.string(),
  assignee_id: z.number().nullable(),
  assignee_name: z.string().nullable(),
  status: statusSchema,
  priority: prioritySchema,
  checklist: z.array(checklistItemSchema),
  photos: z.array(taskPhotoSchema),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

const queryId = (label: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${label} must be a whole number`)
    .transform(Number)
    .optional();

/** GET /tasks: tasks due in the days `[from, to)`, and of the home, assignee, status and kind given. */
export const taskQuerySchema = z.object({
  from: isoDateField('from').optional(),
  to: isoDateField('to').optional(),
  property_id: queryId('property_id'),
  assignee_id: queryId('assignee_id'),
  status: statusSchema.optional(),
  kind: kindSchema.optional(),
});
export type TaskQuery = z.output<typeof taskQuerySchema>;

const titleSchema = z
  .string({ message: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(taskLimits.title, `Title must be at most ${taskLimits.title} characters`);
const descriptionSchema = z
  .string({ message: 'Description must be text' })
  .trim()
  .max(taskLimits.description, `Description must be at most ${taskLimits.description} characters`);
const noteSchema = z
  .string({ message: 'Note must be text' })
  .trim()
  .max(taskLimits.note, `Note must be at most ${taskLimits.note} characters`);

/** POST /tasks: a manual task (maintenance by any staff role, the other kinds by admin and manager). */
export const taskCreateSchema = z.object({
  kind: kindSchema,
  property_id: positiveId('property_id'),
  stay_id: positiveId('stay_id').nullable().optional(),
  title: titleSchema,
  description: descriptionSchema.optional(),
  due_at: instant('due_at').optional(),
  assignee_id: positiveId('assignee_id').nullable().optional(),
  priority: prioritySchema.optional(),
});
export type TaskCreate = z.output<typeof taskCreateSchema>;

/** PATCH /tasks/{id}: assign, move, change the status or the note (and a ticket's priority). */
export const taskPatchSchema = z
  .object({
    assignee_id: positiveId('assignee_id').nullable().optional(),
    due_at: instant('due_at').optional(),
    status: statusSchema.optional(),
    note: noteSchema.optional(),
    priority: prioritySchema.optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Nothing to change');
export type TaskPatch = z.output<typeof taskPatchSchema>;

export const checkItemSchema = z.object({ done: z.boolean({ message: 'done must be true or false' }) });

/** A home's checklist as staff edit it. */
export const checklistSchema = z.object({
  items: z
    .array(
      z.object({
        label: z
          .string({ message: 'Each item needs a label' })
          .trim()
          .min(1, 'Each item needs a label')
          .max(taskLimits.label, `A label must be at most ${taskLimits.label} characters`),
        photo_required: z
          .boolean({ message: 'photo_required must be true or false' })
          .optional()
          .default(false),
      }),
      { message: 'items must be a list' },
    )
    .max(taskLimits.items, `A checklist has at most ${taskLimits.items} items`),
});
export type Checklist = z.output<typeof checklistSchema>;

/** Setting a clean task done while something is missing: 409 with what is. */
export const taskMissingErrorSchema = z.object({
  message: z.string(),
  missing: z.array(
    z.object({ item_id: z.number(), label: z.string(), reason: z.enum(['not ticked', 'no photo']) }),
  ),
});

export const activitySchema = z.object({
  id: z.number(),
  at: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  action: z.string(),
  property_id: z.number().nullable(),
  stay_id: z.number().nullable(),
  task_id: z.number().nullable(),
  detail: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityQuerySchema = z.object({
  property_id: queryId('property_id'),
  stay_id: queryId('stay_id'),
  user_id: queryId('user_id'),
  task_id: queryId('task_id'),
  from: isoDateField('from').optional(),
  to: isoDateField('to').optional(),
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;

/** PUT /users/{id}/email: where a staff user's task assignments are mailed; null clears it. */
export const staffEmailSchema = z.object({
  email: z.email({ message: 'Enter a valid email address' }).max(254, 'Email is too long').nullable(),
});
