import { format, messages, favouriteMessages } from '@studyatlas/core';
import type { FavouriteCategory } from '../../kits/favourite-toggle/types.js';
import { ApplyAction } from '../../kits/apply/apply-action.js';
import { Button } from '../../ui/button/button.js';
import { Loader } from '../../ui/loader/loader.js';
import { cx } from '../../ui/internal/class-names.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { FavouriteRows, favouriteRowsOf } from './favourite-rows.js';
import { FavouriteTabs } from './favourite-tabs.js';
import { useFavourites, type FavouritesState } from './use-favourites.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { favouritesCss } from './favourites.css.js';
import { noRecordsCss } from '../../styles/no-records.css.js';

export interface FavouritesViewProps extends FavouritesState {
  headingLevel?: HeadingLevel;
  className?: string;
}

/** The favourites screen: a tab per category with its count, the rows, and Remove on each. */
export function FavouritesView({ tab, selectTab, counts, list, loading, removing, remove, headingLevel = 2, className }: FavouritesViewProps) {
  useStylesheet('favourites', favouritesCss);
  useStylesheet('no-records', noRecordsCss);
  const Heading = `h${headingLevel}` as const;
  const rows = list ? favouriteRowsOf(list) : [];
  return (
    <section className={cx('sa-root sa-favourites', className)} part="favourites">
      <Heading className="sa-favourites-title">{favouriteMessages.favouritesTitle}</Heading>
      <FavouriteTabs tab={tab} counts={counts} onSelect={selectTab}>
        <div className="sa-favourites-panel">
          <Loader active={loading} variant="inline" />
          {list && rows.length === 0 && <p className="sa-empty">{messages.noRecords}</p>}
          {rows.length > 0 && (
            <FavouriteRows
              rows={rows}
              actions={(row) => (
                <>
                  {row.intakeId ? <ApplyAction name={row.name} intakeId={row.intakeId} /> : null}
                  <Button
                    variant="secondary"
                    busy={removing.includes(row.preferenceId)}
                    aria-label={format(favouriteMessages.favouriteRemove, { name: row.name })}
                    onClick={() => void remove(row.preferenceId)}
                  >
                    {messages.removeAction}
                  </Button>
                </>
              )}
            />
          )}
        </div>
      </FavouriteTabs>
    </section>
  );
}

export interface FavouritesProps {
  /** The tab open first (default C, courses). */
  initialTab?: FavouriteCategory;
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * The signed-in member's favourites (route /favourite): courses, institutions, agents, events and
 * scholarships. Wrap it in `MemberOnly`: it shows nothing until a member is signed in.
 */
export function Favourites({ initialTab, headingLevel, className }: FavouritesProps) {
  const state = useFavourites(initialTab);
  return <FavouritesView {...state} headingLevel={headingLevel} className={className} />;
}
