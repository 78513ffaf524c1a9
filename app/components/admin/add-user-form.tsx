import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createUserSchema, passwordHint, roles } from '#common/auth.ts';
import { roleHint, roleLabels } from '../../lib/admin/roles.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { users } from '../../lib/api/users.ts';
import type { Notice } from './dialogs.tsx';
import { Field } from './field.tsx';

type NewUserInput = z.input<typeof createUserSchema>;
type NewUserValues = z.output<typeof createUserSchema>;

/** Adds a staff login: username and password; the list is read again afterwards. */
export function AddUserForm({ onDone }: { onDone: (notice: Notice) => void }) {
  const write = useApiWrite();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewUserInput, unknown, NewUserValues>({
    resolver: zodResolver(createUserSchema),
    mode: 'onTouched',
    defaultValues: { name: '', password: '', role: 'admin' },
  });

  const submit = handleSubmit(async (values) => {
    const result = await write.run('add', () => users.create(values));
    if (result.ok) {
      reset();
      onDone({ title: 'Success', message: `${result.data.name} has been added successfully!` });
    } else if (!result.expired) {
      onDone({ title: 'Error', message: `Failed to add user: ${result.error.message}` });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="add-user-title">
      <h2 id="add-user-title" className="text-xl font-semibold">
        Add a user
      </h2>
      <Field label="Username" error={errors.name?.message} required>
        {(control) => (
          <input
            {...control}
            {...register('name')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="field-input"
          />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message} required hint={passwordHint}>
        {(control) => (
          <input
            {...control}
            {...register('password')}
            type="password"
            autoComplete="new-password"
            className="field-input"
          />
        )}
      </Field>
      <Field label="Role" error={errors.role?.message} hint={roleHint}>
        {(control) => (
          <select {...control} {...register('role')} className="field-input">
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="btn-dark" disabled={isSubmitting}>
        {isSubmitting ? 'Adding…' : 'Add User'}
      </button>
    </form>
  );
}
