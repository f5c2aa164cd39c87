import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigation } from './navigation.js';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A route of the specification, e.g. '/signUp'. */
  to: string;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** An anchor through the navigation seam: a real href for new tabs, `navigate(to)` on a plain click. */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const { navigate, href } = useNavigation();
  return (
    <a
      {...rest}
      target={target}
      href={href(to)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
