import type { LooseKeys } from '@mantine/form';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { profilePassportCss } from './passport.css.js';
import type { UseFormReturnType } from '@mantine/form';
import { inputOf } from '../../../form-kit/bound.js';
import { Field } from '../../../ui/text-field/field.js';

/** A labelled textarea on `form.getInputProps(name)` (its DOM name is the path: focus finds it on an invalid submit). */
export function FormTextArea<V>({ form, name, label, required, maxLength = 2000 }: { form: UseFormReturnType<V>; name: LooseKeys<V>; label: string; required?: boolean; maxLength?: number }) {
  useStylesheet('profile-passport', profilePassportCss);
  const field = inputOf({ form, name });
  return (
    <Field label={label} required={required} error={field.error}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={3}
          maxLength={maxLength}
          className="sa-input sa-passport-textarea"
          part="input"
          value={String(field.value ?? '')}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
