import { $detailOrigin, eventLabels as l, setDetailOrigin } from '@studyatlas/core';
import { useLeaveElsewhere } from '../../navigation/leave-elsewhere.js';
import { useNavigation } from '../../navigation/navigation.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { EventDetail } from './event-detail.js';
import { EventList } from './event-list.js';
import { eventRoute } from '../../navigation/routes/events.js';
import { EventSearchForm } from './event-search-form.js';

export interface EventSearchProps {
  /** Scopes the search to one institution's events (its legal id): organised or taken part in. */
  institution?: number;
  headingLevel?: HeadingLevel;
  /** A route the widget does not show itself was asked for; the default returns to the search. */
  onLeave?: (route: string) => void;
}

/**
 * The event search as one widget (`<sa-event-search>`): the form, the list and the detail, moving
 * between them with the provider's in-memory navigation ('/', '/findEvent/list', '/detail/…'), so a
 * partner page's URL never changes. Back on a detail returns to the list it came from, else to the search.
 */
export function EventSearch({ institution, headingLevel = 2, onLeave }: EventSearchProps) {
  const { path, navigate } = useNavigation();
  const current = path ?? '/';
  const route = eventRoute(current);
  const leaving = route.screen === 'elsewhere' ? current : null;

  useLeaveElsewhere(leaving, onLeave);

  const Heading = `h${headingLevel}` as const;
  switch (route.screen) {
    case 'search':
      return <EventSearchForm institution={institution} title={<Heading className="sa-event-search-title">{l.searchTitle}</Heading>} />;
    case 'list':
      return <EventList institution={institution} headingLevel={headingLevel} />;
    case 'detail':
      return (
        <EventDetail
          legalId={route.legalId}
          locationId={route.locationId}
          eventId={route.eventId}
          headingLevel={headingLevel}
          onBack={() => {
            // To the list it was opened from, else the widget's start.
            const origin = $detailOrigin.get();
            setDetailOrigin(null);
            navigate(origin ?? '/');
          }}
        />
      );
    case 'elsewhere':
      return null;
  }
}
