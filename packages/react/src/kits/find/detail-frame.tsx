import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';

export interface DetailBack {
  label: string;
  onBack: () => void;
  variant?: ButtonProps['variant'];
  className?: string;
  /** Wraps the button in a toolbar row with this class. */
  toolbarClassName?: string;
}

export interface DetailFrameProps {
  as?: 'section' | 'article';
  /** The root's classes (`sa-root` and the area's). */
  className: string;
  busy: boolean;
  /** The failure to show above the content (the server's message). */
  error?: string | null;
  /** The back action; none when there is nowhere to go back to. */
  back?: DetailBack | false;
  children?: ReactNode;
}

/** The frame every detail screen shares: back action, loading state, the failure message, then the content. */
export function DetailFrame({ as: Root = 'section', className, busy, error, back, children }: DetailFrameProps) {
  const button = back && (
    <Button variant={back.variant ?? 'link'} className={back.className} onClick={back.onBack}>
      {back.label}
    </Button>
  );
  return (
    <Root className={className} aria-busy={busy}>
      {button && back && back.toolbarClassName ? <div className={back.toolbarClassName}>{button}</div> : button}
      <Loader active={busy} />
      <FormError message={error ?? undefined} />
      {children}
    </Root>
  );
}
