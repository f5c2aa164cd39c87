import { messages } from '@studyatlas/core';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { cx } from '../internal/class-names.js';
import { dialogCss } from './dialog.css.js';
import { activeElementFor, deepActiveElement, focusableWithin, originalTarget } from '../internal/focus.js';
import { dialogStack } from './dialog-stack.js';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and (when enabled) on a click on the backdrop. */
  onClose: () => void;
  /** The dialog's name, shown as its heading. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons shown under the content. */
  footer?: ReactNode;
  /** `alertdialog` for messages that need an answer (popups). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the dialog (its message). */
  describedBy?: string;
  /**
   * What gets focus on open. Otherwise the first element marked `data-autofocus`, else the first
   * focusable element of the content, else the first one at all, else the dialog itself.
   */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Shows a × button in the header (default true). */
  showCloseButton?: boolean;
  closeLabel?: string;
  closeOnBackdrop?: boolean;
  className?: string;
  /** `::part` names of the dialog box (default `dialog`). */
  part?: string;
}

/**
 * An accessible modal dialog: named by its title, `aria-modal`, focus moved in on open, held inside
 * while open (Tab and Shift+Tab cycle, focus escaping elsewhere is brought back) and restored on
 * close; Escape closes. It renders in place, so inside a custom element it stays in the shadow root
 * with the widget's styles; focus is read from the dialog's own root.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <DialogPanel {...props} /> : null;
}

function DialogPanel({
  onClose,
  title,
  children,
  footer,
  role = 'dialog',
  describedBy,
  initialFocus,
  showCloseButton = true,
  closeLabel = messages.close,
  closeOnBackdrop = false,
  className,
  part = 'dialog',
}: DialogProps) {
  // Before any layout effect below (focus, measuring): insertion effects run first.
  useStylesheet('dialog', dialogCss);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Read while rendering, before anything inside (an autoFocus field) can take focus.
  const [opener] = useState(() => deepActiveElement());
  const [token] = useState(() => ({}));

  useLayoutEffect(() => {
    const panel = panelRef.current!;
    // Where focus goes back on close: the opener seen while rendering, else what has focus now (when
    // the opener left with this commit — a popup replacing the previous one — or another dialog
    // opened in the same commit took focus).
    const previous = [opener, activeElementFor(panel)].find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        element.isConnected &&
        element !== panel.ownerDocument.body &&
        !panel.contains(element),
    );
    dialogStack.push(token);

    const focusInside = () => {
      const target =
        initialFocus?.current ??
        panel.querySelector<HTMLElement>('[data-autofocus]') ??
        (bodyRef.current && focusableWithin(bodyRef.current)[0]) ??
        focusableWithin(panel)[0] ??
        panel;
      target.focus();
    };
    if (!panel.contains(activeElementFor(panel))) focusInside();

    // Focus that lands outside (a click or a screen reader moving on) is brought back. Listening on
    // the dialog's own root sees moves within a shadow root, the document sees moves to the page.
    const roots = new Set<Node>([panel.getRootNode(), panel.ownerDocument]);
    const seen = new WeakSet<Event>();
    const onFocusIn = (event: Event) => {
      if (seen.has(event)) return;
      seen.add(event);
      // A dialog whose element left the page without React unmounting it (the host removed the
      // custom element, or replaced the body) no longer holds focus anywhere.
      if (!panel.isConnected) {
        roots.forEach((root) => root.removeEventListener('focusin', onFocusIn));
        dialogStack.remove(token);
        return;
      }
      const target = originalTarget(event);
      if (dialogStack.isTop(token) && target instanceof Node && !panel.contains(target)) focusInside();
    };
    roots.forEach((root) => root.addEventListener('focusin', onFocusIn));

    return () => {
      roots.forEach((root) => root.removeEventListener('focusin', onFocusIn));
      dialogStack.remove(token);
      if (previous?.isConnected) previous.focus();
    };
    // Runs once per opening; the props read here only matter at that moment.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!dialogStack.isTop(token)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
    } else if (event.key === 'Tab') {
      trapTab(event, panelRef.current!);
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
  };

  return (
    <div className="sa-dialog-backdrop" part="backdrop" onMouseDown={onBackdropMouseDown}>
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx('sa-dialog', className)}
        part={part}
        onKeyDown={onKeyDown}
      >
        <div className="sa-dialog-header">
          <h2 id={titleId} className="sa-dialog-title" part="dialog-title">
            {title}
          </h2>
          {showCloseButton && (
            <button
              type="button"
              className="sa-dialog-close"
              part="dialog-close"
              aria-label={closeLabel}
              onClick={() => onCloseRef.current()}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div ref={bodyRef} className="sa-dialog-body">
          {children}
        </div>
        {footer && <div className="sa-dialog-footer">{footer}</div>}
      </div>
    </div>
  );
}

/** Keeps Tab and Shift+Tab cycling through the dialog's focusable elements. */
function trapTab(event: KeyboardEvent<HTMLElement>, panel: HTMLElement): void {
  const items = focusableWithin(panel);
  const first = items[0];
  const last = items[items.length - 1];
  const active = activeElementFor(panel);
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
  } else if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
