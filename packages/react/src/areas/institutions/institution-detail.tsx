import { useMemo, useState, type ReactNode } from 'react';
import { format, formatDisplayDate, messages } from '@studyatlas/core';
import { Accordion, type AccordionItem } from '../../ui/accordion/accordion.js';
import { Button } from '../../ui/button/button.js';
import { ReadMore } from '../../ui/read-more/read-more.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { FavouriteToggle } from '../../kits/favourite-toggle/favourite-toggle.js';
import { eventDetailRoute } from '../../navigation/routes/events.js';
import { Link } from '../../navigation/link.js';
import { scholarshipDetailRoute } from '../../navigation/routes/scholarships.js';
import { agentDetailRoute } from '../../navigation/routes/agents.js';
import { AgentLogo } from '../../kits/logo/agent-logo.js';
import { institutionAssetUrl } from '@studyatlas/core';
import { ConnectMeForm } from './connect-me-form.js';
import { InstitutionFormCategories } from './form-categories.js';
import { InstitutionLogo } from '../../kits/logo/institution-logo.js';
import { LeafletMap } from '../../kits/map/leaflet-map.js';
import { campusRecords } from '../../kits/map/map-model.js';
import { InstitutionContactLines } from '../../kits/print/contact-lines.js';
import { InstitutionPrintView } from './institution-print-view.js';
import { institutionLabels as t } from '@studyatlas/core';
import { useInstitutionDetail, type InstitutionDetailController, type InstitutionDetailData } from './use-institution-detail.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from '../../kits/find/find-screens.css.js';
import { DetailFrame } from '../../kits/find/detail-frame.js';

export interface InstitutionDetailProps {
  legalFk: number;
  /** Replaces the back action (default: to the search when opened from it, else the previous page). */
  onBack?: () => void;
  /** XYZ tile template of the campus map (default OpenStreetMap). */
  tileUrl?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** /instdetail/:legalId — an institution with its campuses, scholarships, forms, agents and events. */
export function InstitutionDetail({ legalFk, onBack, tileUrl, headingLevel, className }: InstitutionDetailProps) {
  const detail = useInstitutionDetail({ legalFk, onBack });
  return <InstitutionDetailView detail={detail} tileUrl={tileUrl} headingLevel={headingLevel} className={className} />;
}

export interface InstitutionDetailViewProps {
  detail: InstitutionDetailController;
  tileUrl?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}

const noop = () => undefined;

export function InstitutionDetailView({ detail, tileUrl, headingLevel = 2, className }: InstitutionDetailViewProps) {
  useStylesheet('find-screens', findScreensCss);
  const [open, setOpen] = useState<string[]>(['overview']);
  // One array per loaded detail: the map is rebuilt only when its records change.
  const campusMapRecords = useMemo(() => (detail.data ? campusRecords(detail.data.detail) : []), [detail.data]);
  const Heading = `h${headingLevel}` as const;
  const rootClass = className ? `sa-root sa-find-detail ${className}` : 'sa-root sa-find-detail';
  if (detail.print) {
    return (
      <section className={rootClass}>
        <InstitutionPrintView data={detail.print} onClose={detail.closePrint} />
      </section>
    );
  }
  return (
    <DetailFrame
      className={rootClass}
      busy={detail.status === 'loading'}
      error={detail.error}
      onBack={detail.canGoBack && detail.back}
      itemTitle={detail.data?.detail.name}
    >
      {detail.data && (
        <>
          <header className="sa-find-detail-head">
            <InstitutionLogo src={institutionAssetUrl(detail.data.detail.imagePath)} />
            <div className="sa-find-detail-title">
              <Heading className="sa-find-title"><bdi>{detail.data.detail.name}</bdi></Heading>
              <span className="sa-find-muted">{format(t.courseCount, { count: detail.data.detail.counts.courses })}</span>
            </div>
            <FavouriteToggle
              category="I"
              referenceId={detail.data.detail.legalFk}
              label={detail.data.detail.name}
              preferenceId={detail.data.detail.preferenceId}
            />
            <Button variant="secondary" className="sa-find-print-button" busy={detail.printBusy} onClick={() => void detail.openPrint()}>
              {t.print}
            </Button>
          </header>
          <Accordion
            items={sections(
              detail.data,
              // Mounted while its section is open: Leaflet measures its box when it starts.
              open.includes('campuses') ? (
                <LeafletMap records={campusMapRecords} tiered={false} tileUrl={tileUrl} detailHref={() => ''} onOpenDetail={noop} />
              ) : null,
            )}
            open={open}
            onOpenChange={setOpen}
            headingLevel={headingLevel === 1 ? 2 : 3}
          />
        </>
      )}
    </DetailFrame>
  );
}

const titled = (title: string, count: number) => `${title} (${count})`;

const orEmpty = (items: readonly unknown[], list: ReactNode) => (items.length === 0 ? <p className="sa-find-muted">{messages.noRecords}</p> : list);

function sections({ detail, scholarships, agents, forms }: InstitutionDetailData, campusMap: ReactNode): AccordionItem[] {
  return [
    {
      id: 'overview',
      title: t.overview,
      content: (
        <>
          <ReadMore text={detail.description} />
          <InstitutionContactLines webAddress={detail.webAddress} email={detail.email} phone={detail.phone} />
        </>
      ),
    },
    {
      id: 'campuses',
      title: titled(t.campuses, detail.campuses.length),
      content: orEmpty(
        detail.campuses,
        <>
          {campusMap}
          <ul className="sa-find-list">
            {detail.campuses.map((campus) => (
              <li key={campus.locationFk}>
                <strong><bdi>{campus.name}</bdi></strong>
                {campus.isHeadOffice && <span className="sa-find-tag">{t.headOffice}</span>}
                <div>{[campus.address, campus.postcode, campus.city, campus.state, campus.country].filter(Boolean).join(', ')}</div>
                {campus.phone && <div>{`${t.phone}: ${campus.phone}`}</div>}
                {campus.email && <div>{`${t.email}: ${campus.email}`}</div>}
              </li>
            ))}
          </ul>
        </>,
      ),
    },
    {
      id: 'scholarships',
      title: titled(t.scholarships, scholarships.length),
      content: orEmpty(
        scholarships,
        <ul className="sa-find-list">
          {scholarships.map((scholarship) => (
            <li key={scholarship.schId}>
              <Link className="sa-find-scholarship-link" to={scholarshipDetailRoute(scholarship.schId)}>
                <strong><bdi>{scholarship.name}</bdi></strong>
              </Link>
              <div className="sa-find-muted">
                {[scholarship.awardGroup, scholarship.amount !== null ? `${scholarship.amount} ${scholarship.currency}` : null, format(t.closes, { date: formatDisplayDate(scholarship.closeDate) })]
                  .filter(Boolean)
                  .join(' · ')}
              </div>
            </li>
          ))}
        </ul>,
      ),
    },
    {
      id: 'forms',
      title: titled(t.forms, forms.length),
      content: <InstitutionFormCategories legalFk={detail.legalFk} categories={forms} />,
    },
    {
      id: 'agents',
      title: titled(t.agents, agents.length),
      content: orEmpty(
        agents,
        <ul className="sa-find-list">
          {agents.map((agent) => (
            <li key={agent.legalFk} className="sa-find-agent">
              <AgentLogo imagePath={agent.imagePath} className="sa-find-logo--small" />
              <span>
                <strong>
                  <Link to={agentDetailRoute(agent.legalFk)}>{agent.agentName}</Link>
                </strong>{' '}
                <span className="sa-find-muted">{agent.city}</span>
              </span>
            </li>
          ))}
        </ul>,
      ),
    },
    {
      id: 'events',
      title: titled(t.events, detail.events.length),
      content: orEmpty(
        detail.events,
        <ul className="sa-find-list">
          {detail.events.map((event) => (
            <li key={event.evtId}>
              <Link to={eventDetailRoute(detail.legalFk, event.locationFk ?? 0, event.evtId)}>
                <strong><bdi>{event.eventName}</bdi></strong>
              </Link>{' '}
              <span className="sa-find-tag">{event.organiser ? t.organiser : t.participant}</span>
              <div className="sa-find-muted">
                {`${formatDisplayDate(event.dateFrom)} – ${formatDisplayDate(event.dateTo)} · ${event.venueName}, ${event.city}, ${event.country}`}
              </div>
            </li>
          ))}
        </ul>,
      ),
    },
    {
      id: 'contact',
      title: t.contact,
      content: (
        <>
          <InstitutionContactLines webAddress={detail.webAddress} email={detail.email} phone={detail.phone} />
          <h4 className="sa-find-subtitle">{t.connectMe}</h4>
          <ConnectMeForm campuses={detail.campuses} />
        </>
      ),
    },
  ];
}
