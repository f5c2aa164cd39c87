import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { cx } from '../internal/class-names.js';

export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * Work in progress: shows a spinner, sets `aria-busy` and `aria-disabled` and ignores clicks (and
   * so form submission), while the button keeps focus — a disabled button would drop it.
   */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button with the widget's look. `type` defaults to `button`; pass `type="submit"` in forms. */
export function Button({ variant = 'primary', busy = false, type = 'button', className, onClick, children, ...rest }: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      part="button"
      {...rest}
      type={type}
      className={cx('sa-button', `sa-button--${variant}`, busy && 'is-busy', className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {busy && <span className="sa-button-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
