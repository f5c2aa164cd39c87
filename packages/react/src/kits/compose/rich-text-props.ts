/** What the message body's editor takes (the lazy wrapper and the editor share it). */
export interface RichTextProps {
  id?: string;
  /** The form's value path ('message'), on the editable element as data-name. */
  name: string;
  label: string;
  /** The HTML the editor starts with (a later value does not replace what is typed). */
  value: string;
  error?: string;
  onChange: (html: string) => void;
}
