import { usePropertyField } from './form-metadata.ts';

/**
 * A field the form holds without showing it (a photo's id, a chosen file's name): its value is set by the
 * form's update and list intents, which give it a new key, so it starts again from the new value.
 */
export function HiddenField({ name }: { name: string }) {
  const [field] = usePropertyField(name);
  const value = field.initialValue;
  return (
    <input
      key={field.key}
      type="hidden"
      name={field.name}
      defaultValue={typeof value === 'string' ? value : ''}
    />
  );
}
