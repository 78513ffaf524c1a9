import { getFormProps } from '@conform-to/react';
import { createUserSchema, passwordHint, roles } from '#common/auth.ts';
import { roleHint, roleLabels } from '../../lib/admin/roles.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { selectInput } from '../../lib/forms/choice-inputs.ts';
import { fieldRefusal } from '../../lib/forms/field-refusal.ts';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import type { Notice } from './dialogs.tsx';
import { Field } from './field.tsx';
import { NewPasswordField, UsernameField } from './user-fields.tsx';

/** Adds a staff login: username and password; the list is read again afterwards. */
export function AddUserForm({ onDone }: { onDone: (notice: Notice) => void }) {
  const write = useApiWrite();
  const { form, fields, pending } = useApiForm({
    schema: createUserSchema,
    defaultValue: { name: '', password: '', role: 'admin' },
    resetOnSuccess: true,
    async onValid(values) {
      const result = await write.run('add', () => apiAnswer(client.POST('/api/v1/users', { body: values })));
      if (result.ok) {
        onDone({ title: 'Success', message: `${result.data.name} has been added successfully!` });
        return undefined;
      }
      if (result.expired) return {};
      // a field's refusal (a common password) shows under its field
      const onField = fieldRefusal(result.error.fields, ['name', 'password']);
      if (onField) return onField;
      onDone({ title: 'Error', message: `Failed to add user: ${result.error.message}` });
      // the notice says why; an empty refusal keeps what was typed (no reset)
      return {};
    },
  });

  return (
    <form {...getFormProps(form)} className="space-y-4" aria-labelledby="add-user-title">
      <h2 id="add-user-title" className="text-xl font-semibold">
        Add a user
      </h2>
      <UsernameField field={fields.name} autoComplete="off" />
      <NewPasswordField field={fields.password} label="Password" hint={passwordHint} required />
      <Field label="Role" error={fields.role.errors?.[0]} hint={roleHint}>
        {(control) => (
          <select {...selectInput(fields.role)} {...control} className="field-input">
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="btn-dark" disabled={pending}>
        {pending ? 'Adding…' : 'Add User'}
      </button>
    </form>
  );
}
