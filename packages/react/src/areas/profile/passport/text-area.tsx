import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { profilePassportCss } from './passport.css.js';
import type { SaForm } from '../../../form-kit/index.js';
import type { FieldPath, FieldValues } from '../../../form-kit/paths.js';
import { Field } from '../../../ui/text-field/field.js';

/** A labelled textarea bound to a text path of a form (focus on an invalid submit through the field's ref). */
export function FormTextArea<V extends FieldValues>({ form, name, label, required, maxLength = 2000 }: { form: SaForm<V>; name: FieldPath<V>; label: string; required?: boolean; maxLength?: number }) {
  useStylesheet('profile-passport', profilePassportCss);
  const field = form.bind(name);
  return (
    <Field label={label} required={required} error={field.error}>
      {(control) => (
        <textarea
          {...control}
          ref={field.ref as never}
          name={field.name}
          rows={3}
          maxLength={maxLength}
          className="sa-input sa-passport-textarea"
          part="input"
          value={String(field.value ?? '')}
          onChange={(event) => field.onChange(event.target.value as never)}
        />
      )}
    </Field>
  );
}
