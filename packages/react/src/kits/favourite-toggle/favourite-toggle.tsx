import { format, favouriteMessages } from '@studyatlas/core';
import type { FavouriteCategory } from './types.js';
import { cx } from '../../ui/internal/class-names.js';
import { useFavouriteToggle } from './use-favourite-toggle.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { favouriteToggleCss } from './favourite-toggle.css.js';

export interface FavouriteToggleViewProps {
  /** What is saved, for the accessible name ('Favourite: Bachelor of Nursing'). */
  label: string;
  favourite: boolean;
  busy: boolean;
  onToggle: () => void;
  className?: string;
}

/** The heart: a toggle button, pressed while the item is a favourite. */
export function FavouriteToggleView({ label, favourite, busy, onToggle, className }: FavouriteToggleViewProps) {
  useStylesheet('favourite-toggle', favouriteToggleCss);
  return (
    <button
      type="button"
      part="favourite-toggle"
      className={cx('sa-favourite-toggle', favourite && 'is-favourite', busy && 'is-busy', className)}
      aria-pressed={favourite}
      aria-busy={busy || undefined}
      aria-label={format(favouriteMessages.favouriteToggle, { name: label })}
      onClick={() => {
        if (!busy) onToggle();
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.5 5c2 0 3.4 1.1 4.2 2.4h2.6C14.1 6.1 15.5 5 17.5 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}

export interface FavouriteToggleProps {
  /** C course intake, I institution, A agent, E event, S scholarship. */
  category: FavouriteCategory;
  /** The id of the course intake, institution, agent, event or scholarship. */
  referenceId: number;
  label: string;
  /** The preference id the row already carries (0 or absent: not known to be a favourite). */
  preferenceId?: number;
  className?: string;
}

/**
 * Saves or removes a favourite. Signed out, it opens the login dialog and the save completes once the
 * member signs in (discovery §6). Every heart of the same item on the page follows, and the counts too.
 */
export function FavouriteToggle({ category, referenceId, label, preferenceId, className }: FavouriteToggleProps) {
  const state = useFavouriteToggle(category, referenceId, preferenceId);
  return <FavouriteToggleView label={label} favourite={state.favourite} busy={state.busy} onToggle={() => void state.toggle()} className={className} />;
}
