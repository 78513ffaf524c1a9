import { getFormProps } from '@conform-to/react';
import { taskCreateSchema, taskPriorities } from '#common/tasks.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { selectInput } from '../../../lib/forms/choice-inputs.ts';
import { fieldRefusal } from '../../../lib/forms/field-refusal.ts';
import { textArea, textInput } from '../../../lib/forms/inputs.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';

/** The fields of the report: those of the API's new task (POST /tasks) a person types. */
const reportSchema = taskCreateSchema.pick({ title: true, description: true, priority: true });
const fieldNames = ['title', 'description', 'priority'];

/** "Report a problem" from a task: a maintenance ticket for the same home (and stay), sent at once. */
export function ReportProblem({
  task,
  onReported,
}: {
  task: { property_id: number; stay_id: number | null };
  onReported: () => void;
}) {
  // the card reads its tasks again through onReported
  const write = useApiWrite({ revalidate: false });
  const { form, fields, pending } = useApiForm({
    schema: reportSchema,
    defaultValue: { title: '', description: '', priority: 'normal' },
    async onValid(values) {
      const result = await write.run('report', () =>
        apiAnswer(
          client.POST('/api/v1/tasks', {
            body: {
              kind: 'maintenance',
              property_id: task.property_id,
              stay_id: task.stay_id,
              title: values.title,
              description: values.description ?? '',
              priority: values.priority,
            },
          }),
        ),
      );
      if (result.ok) {
        onReported();
        return undefined;
      }
      if (result.expired) return {};
      return fieldRefusal(result.error.fields, fieldNames) ?? { message: result.error.message };
    },
  });
  const titleError = fields.title.errors?.[0];
  const descriptionError = fields.description.errors?.[0];

  return (
    <form {...getFormProps(form)} className="mt-3 space-y-2 rounded-lg border border-slate-300 p-3">
      <label className="field-label block">
        What is wrong?
        <input
          {...textInput(fields.title, 'text')}
          aria-invalid={Boolean(titleError)}
          aria-required
          className="field-input mt-1"
        />
      </label>
      {titleError ? <p className="field-error">{titleError}</p> : null}
      <label className="field-label block">
        Details
        <textarea
          {...textArea(fields.description)}
          aria-invalid={Boolean(descriptionError)}
          className="field-input mt-1"
          rows={3}
        />
      </label>
      {descriptionError ? <p className="field-error">{descriptionError}</p> : null}
      <label className="field-label block">
        Priority
        <select {...selectInput(fields.priority)} className="field-input mt-1">
          {taskPriorities.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      {form.errors?.[0] ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {form.errors[0]}
        </p>
      ) : null}
      <button type="submit" className="btn-dark min-h-12" disabled={pending}>
        {pending ? 'Sending…' : 'Send report'}
      </button>
    </form>
  );
}
