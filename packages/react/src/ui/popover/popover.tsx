import { messages } from '@studyatlas/core';
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { cx } from '../internal/class-names.js';
import { activeElementFor, focusableWithin, originalTarget } from '../internal/focus.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { dialogCss } from '../dialog/dialog.css.js';
import { popoverCss } from './popover.css.js';

/** What the trigger receives so it is announced as opening the popover and gets focus back. */
export interface PopoverTriggerProps {
  ref: Ref<HTMLButtonElement>;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
}

export interface PopoverProps {
  open: boolean;
  /** Called on Escape, on the × button, and when the pointer or focus goes elsewhere. */
  onClose: () => void;
  /** The popover's name, shown as its heading. */
  title: ReactNode;
  /** Renders the button that opens it (spread the props onto a button). */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  children?: ReactNode;
  closeLabel?: string;
  className?: string;
}

/**
 * A small non-modal dialog anchored under its button (refer a friend, a friend request): focus moves
 * in on open (to the element marked `data-autofocus`, else the first field); Escape or × closes it
 * and gives focus back to the button; a click or focus outside closes it. Works the same inside a
 * shadow root.
 */
export function Popover({ open, onClose, title, trigger, children, closeLabel = messages.close, className }: PopoverProps) {
  // Its close button is the dialog's (`.sa-dialog-close`).
  useStylesheet('dialog', dialogCss);
  useStylesheet('popover', popoverCss);
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <div className={cx('sa-popover-anchor', className)}>
      {trigger({ ref: triggerRef, 'aria-haspopup': 'dialog', 'aria-expanded': open, 'aria-controls': open ? panelId : undefined })}
      {open && (
        <PopoverPanel id={panelId} title={title} onClose={onClose} closeLabel={closeLabel} triggerRef={triggerRef}>
          {children}
        </PopoverPanel>
      )}
    </div>
  );
}

interface PanelProps {
  id: string;
  title: ReactNode;
  onClose: () => void;
  closeLabel: string;
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  children?: ReactNode;
}

function PopoverPanel({ id, title, onClose, closeLabel, triggerRef, children }: PanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const panel = panelRef.current!;
    const anchor = panel.parentElement!;
    const target = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusableWithin(panel.querySelector('.sa-popover-body')!)[0] ?? panel;
    target.focus();

    // Pointer or focus landing outside the anchor (the button and the panel) closes the popover.
    const roots = new Set<Node>([panel.getRootNode(), panel.ownerDocument]);
    const seen = new WeakSet<Event>();
    const onOutside = (event: Event) => {
      if (seen.has(event)) return;
      seen.add(event);
      const where = originalTarget(event);
      if (where instanceof Node && !anchor.contains(where)) onCloseRef.current();
    };
    roots.forEach((root) => {
      root.addEventListener('pointerdown', onOutside);
      root.addEventListener('focusin', onOutside);
    });
    return () => {
      roots.forEach((root) => {
        root.removeEventListener('pointerdown', onOutside);
        root.removeEventListener('focusin', onOutside);
      });
      // Closed from inside (Escape, ×, done): focus goes back to the button, not to the page's body.
      const active = activeElementFor(panel);
      if (!active || active === panel.ownerDocument.body || panel.contains(active)) triggerRef.current?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onCloseRef.current();
  };

  return (
    <div ref={panelRef} id={id} role="dialog" aria-labelledby={titleId} tabIndex={-1} className="sa-popover" part="popover" onKeyDown={onKeyDown}>
      <div className="sa-popover-header">
        <h2 id={titleId} className="sa-popover-title" part="popover-title">
          {title}
        </h2>
        <button type="button" className="sa-dialog-close" part="dialog-close" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="sa-popover-body">{children}</div>
    </div>
  );
}
