import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export interface Disclosure {
  open: boolean;
  toggle: () => void;
  /** The button that shows and hides the panel (aria-expanded, aria-controls). */
  button: RefObject<HTMLButtonElement | null>;
  /** The element holding the button and its panel: a click or the focus outside it closes the panel. */
  container: RefObject<HTMLDivElement | null>;
  /** Escape closes the panel and gives the focus back to its button. */
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * A disclosure (a button showing and hiding a panel, WAI-ARIA's disclosure pattern): Escape closes it
 * and returns the focus to the button, as do a click or the focus leaving the container, and a new
 * location (following one of its links) closes it.
 */
export function useDisclosure(location: string): Disclosure {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => {
      const target = event.composedPath()[0];
      if (target instanceof Node && container.current && !container.current.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    // A dialog or popover inside the panel (Refer a friend) that handled Escape closes first.
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return { open, toggle: () => setOpen((was) => !was), button, container, onKeyDown };
}
