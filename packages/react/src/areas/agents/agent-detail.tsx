import { useState, type ReactNode } from 'react';
import { AGENT_DETAIL_PAGE_SIZES, agentLabels as t, format, messages } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { Accordion, type AccordionItem } from '../../ui/accordion/accordion.js';
import { PagedList } from '../../ui/pagination/paged-list.js';
import { ReadMore } from '../../ui/read-more/read-more.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { FavouriteToggle } from '../../kits/favourite-toggle/favourite-toggle.js';
import { institutionDetailRoute } from '../../navigation/routes/institutions.js';
import type { AgentDetailData } from '@studyatlas/core';
import { AgentLogo } from '../../kits/logo/agent-logo.js';
import { institutionAssetUrl } from '@studyatlas/core';
import { InstitutionLogo } from '../../kits/logo/institution-logo.js';
import { useAgentDetail, type AgentDetailController } from './use-agent-detail.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from '../../kits/find/find-screens.css.js';
import { agentsCss } from './agents.css.js';
import { DetailFrame } from '../../kits/find/detail-frame.js';

export interface AgentDetailProps {
  legalFk: number;
  /** Replaces the back action (default: to the search when opened from it, else the previous page). */
  onBack?: () => void;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** /agentdetail/:legalId — an agent with its offices, professional bodies, institutions represented and contacts. */
export function AgentDetail({ legalFk, onBack, headingLevel, className }: AgentDetailProps) {
  const detail = useAgentDetail({ legalFk, onBack });
  return <AgentDetailView detail={detail} headingLevel={headingLevel} className={className} />;
}

export interface AgentDetailViewProps {
  detail: AgentDetailController;
  headingLevel?: HeadingLevel;
  className?: string;
}

export function AgentDetailView({ detail, headingLevel = 2, className }: AgentDetailViewProps) {
  useStylesheet('find-screens', findScreensCss);
  useStylesheet('agents', agentsCss);
  const [open, setOpen] = useState<string[]>(['overview', 'institutions']);
  const Heading = `h${headingLevel}` as const;
  const data = detail.data;
  return (
    <DetailFrame
      className={className ? `sa-root sa-find-detail sa-agent-detail ${className}` : 'sa-root sa-find-detail sa-agent-detail'}
      busy={detail.status === 'loading'}
      error={detail.error}
      onBack={detail.canGoBack && detail.back}
      itemTitle={data?.agentName}
    >
      {data && (
        <>
          <header className="sa-find-detail-head">
            <AgentLogo imagePath={data.imagePath} />
            <div className="sa-find-detail-title">
              <Heading className="sa-find-title"><bdi>{data.agentName}</bdi></Heading>
              <span className="sa-find-muted">{data.locations[0] ? placeOf(data.locations[0]) : ''}</span>
            </div>
            <FavouriteToggle category="A" referenceId={data.legalFk} label={data.agentName} preferenceId={data.favourite} />
          </header>
          <Accordion items={sections(data)} open={open} onOpenChange={setOpen} headingLevel={headingLevel === 1 ? 2 : 3} />
        </>
      )}
    </DetailFrame>
  );
}

const placeOf = (place: { city: string; state: string; country: string }) => [place.city, place.state, place.country].filter(Boolean).join(', ');

const titled = (title: string, count: number) => `${title} (${count})`;

const orEmpty = (items: readonly unknown[], list: ReactNode) => (items.length === 0 ? <p className="sa-find-muted">{messages.noRecords}</p> : list);

const webHref = (address: string) => (/^https?:\/\//i.test(address) ? address : `https://${address}`);

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sa-agent-line">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function sections(data: AgentDetailData): AccordionItem[] {
  const { contact } = data;
  return [
    {
      id: 'overview',
      title: t.overview,
      content: (
        <>
          <ReadMore text={data.description} />
          {data.webAddress && (
            <dl className="sa-agent-lines">
              <Line label={t.web}>
                <a href={webHref(data.webAddress)} target="_blank" rel="noopener noreferrer">
                  {data.webAddress}
                </a>
              </Line>
            </dl>
          )}
        </>
      ),
    },
    {
      id: 'locations',
      title: titled(t.locations, data.locations.length),
      content: orEmpty(
        data.locations,
        <PagedList
          items={data.locations}
          pageSizes={AGENT_DETAIL_PAGE_SIZES}
          itemKey={(office) => office.locationFk}
          label={t.locations}
          className="sa-find-list sa-agent-paged"
          renderItem={(office) => (
            <>
              <strong><bdi>{office.name}</bdi></strong>
              {office.isHeadOffice && <span className="sa-find-tag">{t.headOffice}</span>}
              <div>{[office.address, office.postcode, office.city, office.state, office.country].filter(Boolean).join(', ')}</div>
              {office.phone && <div>{`${t.phone}: ${office.phone}`}</div>}
              {office.email && <div>{`${t.email}: ${office.email}`}</div>}
              {office.locationHead && <div>{`${t.locationHead}: ${office.locationHead}`}</div>}
            </>
          )}
        />,
      ),
    },
    {
      id: 'bodies',
      title: titled(t.professionalBodies, data.professionalBodies.length),
      content: orEmpty(
        data.professionalBodies,
        <ul className="sa-find-list">
          {data.professionalBodies.map((body) => (
            <li key={body.name}>
              {body.webAddress ? (
                <a href={webHref(body.webAddress)} target="_blank" rel="noopener noreferrer">
                  <bdi>{body.name}</bdi>
                </a>
              ) : (
                body.name
              )}
              {body.membershipNo && <span className="sa-find-muted">{` · ${format(t.membershipNo, { number: body.membershipNo })}`}</span>}
            </li>
          ))}
        </ul>,
      ),
    },
    {
      id: 'institutions',
      title: titled(t.institutions, data.institutions.length),
      content: orEmpty(
        data.institutions,
        <PagedList
          items={data.institutions}
          pageSizes={AGENT_DETAIL_PAGE_SIZES}
          itemKey={(institution) => institution.legalFk}
          label={t.institutions}
          className="sa-find-list sa-agent-paged"
          renderItem={(institution) => (
            <span className="sa-find-agent" part="agent-institution">
              <InstitutionLogo src={institutionAssetUrl(institution.imagePath)} className="sa-find-logo--small" />
              <span>
                <Link to={institutionDetailRoute(institution.legalFk)}><bdi>{institution.name}</bdi></Link>{' '}
                <span className="sa-find-muted">{placeOf(institution)}</span>
              </span>
            </span>
          )}
        />,
      ),
    },
    {
      id: 'contacts',
      title: t.contacts,
      content: (
        <dl className="sa-agent-lines">
          <Line label={t.legalName}>{contact.legalName}</Line>
          {contact.locationHead && <Line label={t.locationHead}>{contact.locationHead}</Line>}
          {contact.phone && (
            <Line label={t.phone}>
              <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
            </Line>
          )}
          {contact.email && (
            <Line label={t.email}>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </Line>
          )}
          {contact.webAddress && (
            <Line label={t.web}>
              <a href={webHref(contact.webAddress)} target="_blank" rel="noopener noreferrer">
                {contact.webAddress}
              </a>
            </Line>
          )}
        </dl>
      ),
    },
  ];
}
