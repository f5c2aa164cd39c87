import type { FormErrors, LooseKeys, UseFormReturnType } from '@mantine/form';

/** What every bound field takes: the form `useForm` returned and the path of its value. */
export interface BoundFieldProps<V> {
  form: UseFormReturnType<V>;
  /** The value's path (`countryFk`, `rows.1.score`): also the control's DOM name, which focus finds. */
  name: LooseKeys<V>;
}

/** The value, change and message Mantine gives a path (`form.getInputProps(name)`), typed for our primitives. */
export function inputOf<V>({ form, name }: BoundFieldProps<V>): { value: unknown; onChange: (value: unknown) => void; error: string | undefined } {
  const { value, onChange, error } = form.getInputProps(name) as { value: unknown; onChange: (value: unknown) => void; error?: string };
  return { value, onChange, error: error || undefined };
}

/** The message Mantine holds for a path, as our primitives take it (`error` on a Field). */
export function messageOf(errors: FormErrors, path: string): string | undefined {
  return (errors[path] as string | undefined) || undefined;
}
