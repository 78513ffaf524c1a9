import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { passwordHint, type User, updateUserSchema } from '#common/auth.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { users } from '../../lib/api/users.ts';
import type { Notice } from './dialogs.tsx';
import { Field } from './field.tsx';

type ProfileInput = z.input<typeof updateUserSchema>;
type ProfileValues = z.output<typeof updateUserSchema>;

/** Your own username and password; a blank password keeps the current one. */
export function UserProfileForm({ user, onDone }: { user: User; onDone: (notice: Notice) => void }) {
  // the layout's loader runs again too: the signed-in name in the header follows
  const write = useApiWrite();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(updateUserSchema),
    mode: 'onTouched',
    defaultValues: { name: user.name, password: '' },
  });

  const submit = handleSubmit(async (values) => {
    const result = await write.run('profile', () =>
      users.update(user.id, { name: values.name, password: values.password }),
    );
    if (result.ok) {
      reset({ name: result.data.name, password: '' });
      onDone({ title: 'Success', message: `${result.data.name} has been updated successfully!` });
    } else if (!result.expired) {
      onDone({ title: 'Error', message: `Failed to update user: ${result.error.message}` });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="profile-title">
      <h2 id="profile-title" className="text-xl font-semibold">
        Your profile
      </h2>
      <Field label="Username" error={errors.name?.message} required>
        {(control) => (
          <input
            {...control}
            {...register('name')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className="field-input"
          />
        )}
      </Field>
      <Field
        label="New password"
        error={errors.password?.message}
        hint={`Leave blank to keep your current password. ${passwordHint}`}
      >
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
      <button type="submit" className="btn-dark" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save Changes'}
      </button>
    </form>
  );
}
