import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { FormTextArea as BoundTextArea } from '../../../form-kit/form-text-area.js';
import { profilePassportCss } from './passport.css.js';

/** The passport section's textarea: form-kit's, with the section's look. */
export function FormTextArea<V>(props: { form: UseFormReturnType<V>; name: LooseKeys<V>; label: string; required?: boolean; maxLength?: number }) {
  useStylesheet('profile-passport', profilePassportCss);
  return <BoundTextArea {...props} className="sa-passport-textarea" />;
}
