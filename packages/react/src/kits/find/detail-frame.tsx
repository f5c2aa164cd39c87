import type { ReactNode } from 'react';
import { BackButton } from '../../ui/back-button/back-button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { useItemTitle } from '../../navigation/navigation.js';

export interface DetailFrameProps {
  as?: 'section' | 'article';
  /** The root's classes (`sa-root` and the area's). */
  className: string;
  busy: boolean;
  /** The failure to show above the content (the server's message). */
  error?: string | null;
  /** Goes back where the visitor came from; no back control when there is nowhere to go back to. */
  onBack?: (() => void) | false;
  /** The item's name, once loaded: the host's page title carries it. */
  itemTitle?: string | null;
  children?: ReactNode;
}

/** The frame every detail screen shares: the back control, loading state, the failure message, then the content. */
export function DetailFrame({ as: Root = 'section', className, busy, error, onBack, itemTitle, children }: DetailFrameProps) {
  useItemTitle(itemTitle);
  return (
    <Root className={className} aria-busy={busy}>
      {onBack && <BackButton onBack={onBack} />}
      <Loader active={busy} />
      <FormError message={error ?? undefined} />
      {children}
    </Root>
  );
}
