import { getFormProps } from '@conform-to/react';
import { passwordHint, type User, updateUserSchema } from '#common/auth.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { fieldRefusal } from '../../lib/forms/field-refusal.ts';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import type { Notice } from './dialogs.tsx';
import { NewPasswordField, UsernameField } from './user-fields.tsx';

/** Your own username and password; a blank password keeps the current one. */
export function UserProfileForm({ user, onDone }: { user: User; onDone: (notice: Notice) => void }) {
  // the layout's loader runs again too: the signed-in name in the header follows
  const write = useApiWrite();
  const { form, fields, pending } = useApiForm({
    schema: updateUserSchema,
    defaultValue: { name: user.name, password: '' },
    // the password typed is cleared; the name starts again from the saved one
    resetOnSuccess: true,
    async onValid(values) {
      const result = await write.run('profile', () =>
        apiAnswer(
          client.PUT('/api/v1/users/{id}', {
            params: { path: { id: user.id } },
            body: { id: user.id, name: values.name, password: values.password },
          }),
        ),
      );
      if (result.ok) {
        onDone({ title: 'Success', message: `${result.data.name} has been updated successfully!` });
        return undefined;
      }
      if (result.expired) return {};
      // a field's refusal (a common password) shows under its field
      const onField = fieldRefusal(result.error.fields, ['name', 'password']);
      if (onField) return onField;
      onDone({ title: 'Error', message: `Failed to update user: ${result.error.message}` });
      // the notice says why; an empty refusal keeps what was typed (no reset)
      return {};
    },
  });

  return (
    <form {...getFormProps(form)} className="space-y-4" aria-labelledby="profile-title">
      <h2 id="profile-title" className="text-xl font-semibold">
        Your profile
      </h2>
      <UsernameField field={fields.name} autoComplete="username" />
      <NewPasswordField
        field={fields.password}
        label="New password"
        hint={`Leave blank to keep your current password. ${passwordHint}`}
      />
      <button type="submit" className="btn-dark" disabled={pending}>
        {pending ? 'Saving…' : 'Save Changes'}
      </button>
    </form>
  );
}
