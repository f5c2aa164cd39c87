import { eventLabels as l, format, type EventDetail as EventDetailData, type EventDocument, eventMessages } from '@studyatlas/core';
import type { ReactNode } from 'react';
import { Accordion, type AccordionItem } from '../../ui/accordion/accordion.js';
import { Button } from '../../ui/button/button.js';
import { ReadMore } from '../../ui/read-more/read-more.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { Facts } from '../../kits/find/facts.js';
import { FavouriteToggle } from '../../kits/favourite-toggle/favourite-toggle.js';
import { institutionAssetUrl } from '@studyatlas/core';
import { InstitutionLogo } from '../../kits/logo/institution-logo.js';
import { eventDates, formatCost, placeOf } from './format.js';
import { useEventDetail, type EventDetailController, type UseEventDetailOptions } from './use-event-detail.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { eventsCss } from './events.css.js';
import { DetailFrame } from '../../kits/find/detail-frame.js';

const external = (url: string | null, text?: string) =>
  url ? (
    <a href={url} target="_blank" rel="noreferrer noopener">
      {text ?? url}
    </a>
  ) : (
    ''
  );

const titled = (title: string, count: number) => `${title} (${count})`;

/** A section's list, or its note when there is nothing to list. */
function listOrNone<T>(items: T[], none: string, item: (entry: T) => ReactNode, className = 'sa-event-list-plain'): ReactNode {
  return items.length === 0 ? <p className="sa-event-muted">{none}</p> : <ul className={className}>{items.map((entry) => item(entry))}</ul>;
}

function sections(
  detail: EventDetailData,
  documents: { downloading: number | null; download: (document: EventDocument) => void },
): AccordionItem[] {
  return [
    {
      id: 'overview',
      title: l.overview,
      content: (
        <>
          {detail.description && <ReadMore text={detail.description} />}
          <Facts
            className="sa-event-facts"
            items={[
              [l.dates, eventDates(detail.dateFrom, detail.dateTo)],
              [l.venue, detail.VenueName],
              [l.where, placeOf(detail.InstLocation, detail.city, detail.state, detail.country)],
              [l.organiser, detail.legalName],
              [l.webSite, external(detail.webSite)],
              [l.registrationPage, external(detail.RegUrl)],
            ]}
          />
        </>
      ),
    },
    {
      id: 'costs',
      title: titled(l.costs, detail.costs.length),
      content: listOrNone(detail.costs, l.noCosts, (cost) => (
        <li key={cost.id}>
          <span>{cost.label}</span> <strong>{formatCost(cost.amount, cost.currency)}</strong>
        </li>
      )),
    },
    {
      id: 'contacts',
      title: titled(l.contacts, detail.contacts.length),
      content: listOrNone(detail.contacts, l.noContacts, (contact) => (
        <li key={contact.id}>
          <strong><bdi>{contact.name}</bdi></strong>
          <Facts
            className="sa-event-facts"
            items={[
              [l.email, contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : ''],
              [l.phone, contact.phone ? <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a> : ''],
            ]}
          />
        </li>
      )),
    },
    {
      id: 'documents',
      title: titled(l.documents, detail.documents.length),
      content: listOrNone(detail.documents, l.noDocuments, (document) => (
        <li key={document.fileId}>
          <Button
            variant="link"
            className="sa-event-document"
            busy={documents.downloading === document.fileId}
            aria-label={format(l.download, { name: document.fileName })}
            onClick={() => documents.download(document)}
          >
            {document.fileName}
          </Button>
        </li>
      )),
    },
    {
      id: 'locations',
      title: titled(l.locations, detail.locCount),
      content: (
        <ul className="sa-event-list-plain">
          {detail.locations.map((location) => (
            <li key={`${location.locationFk}-${location.VenueName}`}>
              <strong><bdi>{location.VenueName || location.name}</bdi></strong>
              <span className="sa-event-muted"> {placeOf(location.name, location.address, location.city, location.state, location.country)}</span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'participants',
      title: titled(l.participants, detail.participants.length),
      content: listOrNone(
        detail.participants,
        l.noParticipants,
        (participant) => (
          <li key={participant.lglId} className="sa-event-participant">
            <InstitutionLogo src={institutionAssetUrl(participant.logo)} className="sa-find-logo--small" />
            <span>
              <strong><bdi>{participant.name}</bdi></strong>{' '}
              <span className="sa-event-tag">{participant.entType === 'A' ? l.agentType : l.institutionType}</span>
            </span>
          </li>
        ),
        'sa-event-participants',
      ),
    },
  ];
}

export interface EventDetailViewProps extends EventDetailController {
  headingLevel?: HeadingLevel;
}

/** The event detail (pure: everything comes from props). */
export function EventDetailView({ detail, loading, error, registered, registering, register, downloading, download, canGoBack, back, headingLevel = 2 }: EventDetailViewProps) {
  useStylesheet('events', eventsCss);
  const Heading = `h${headingLevel}` as const;
  return (
    <DetailFrame
      as="article"
      className="sa-root sa-event-detail"
      busy={loading}
      error={error}
      onBack={canGoBack && back}
      itemTitle={detail?.eventName}
    >
      {detail && (
        <>
          <header className="sa-event-detail-head">
            <InstitutionLogo src={institutionAssetUrl(detail.logo)} />
            <div>
              <Heading className="sa-event-detail-title"><bdi>{detail.eventName}</bdi></Heading>
              <p className="sa-event-muted">
                {detail.legalName}
                {' · '}
                {eventDates(detail.dateFrom, detail.dateTo)}
              </p>
            </div>
            <FavouriteToggle category="E" referenceId={detail.evtId} label={detail.eventName} preferenceId={detail.favDetailFk} />
          </header>
          <div className="sa-event-register" part="event-register">
            {registered ? (
              <p className="sa-event-registered" role="status">
                {eventMessages.eventRegistered}
              </p>
            ) : detail.ended ? (
              <p className="sa-event-muted">{l.ended}</p>
            ) : (
              <Button busy={registering} onClick={register}>
                {l.register}
              </Button>
            )}
          </div>
          <Accordion
            key={detail.evtId}
            items={sections(detail, { downloading, download })}
            defaultOpen={['overview']}
            headingLevel={(headingLevel + 1) as 2 | 3 | 4 | 5}
          />
        </>
      )}
    </DetailFrame>
  );
}

export interface EventDetailProps extends UseEventDetailOptions {
  headingLevel?: HeadingLevel;
}

/**
 * Event detail (/detail/:legalId/:locationId/:eventId): the event with read more / read less on its
 * description, and its registration costs, contacts, documents, locations and participants (with
 * their logos) in sections with expand-all and collapse-all; the favourite toggle (category E), back,
 * and Register — signed out the login dialog opens first and the registration completes after
 * sign-in; afterwards the action is hidden and 'You have now registered to attend this Event.' shows.
 */
export function EventDetail({ headingLevel, ...options }: EventDetailProps) {
  const controller = useEventDetail(options);
  return <EventDetailView {...controller} headingLevel={headingLevel} />;
}
