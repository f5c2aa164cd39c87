import { formatDisplayDate } from '@studyatlas/core';
import { PrintView } from '../../ui/print-view/print-view.js';
import { institutionAssetUrl, type InstDetailPrint } from '@studyatlas/core';
import { InstitutionContactLines } from '../../kits/print/contact-lines.js';
import { InstitutionLogo } from '../../kits/logo/institution-logo.js';
import { institutionLabels as t } from '@studyatlas/core';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from '../../kits/find/find-screens.css.js';

export interface InstitutionPrintViewProps {
  data: InstDetailPrint;
  onClose: () => void;
  /** Opens the browser's print dialog once shown (default true). */
  autoPrint?: boolean;
}

/**
 * The print view (discovery §2): the whole detail from instDetailPrint laid out for paper — every
 * section open, the full description, no buttons on the printout (print CSS).
 */
export function InstitutionPrintView({ data, onClose, autoPrint = true }: InstitutionPrintViewProps) {
  useStylesheet('find-screens', findScreensCss);
  return (
    <PrintView
      className="sa-find-print"
      label={`${t.print}: ${data.name}`}
      onClose={onClose}
      autoPrint={autoPrint}
      labels={{ printNow: t.printNow, closePrint: t.closePrint }}
    >
      <header className="sa-find-detail-head">
        <InstitutionLogo src={institutionAssetUrl(data.imagePath)} />
        <h2 className="sa-find-title"><bdi>{data.name}</bdi></h2>
      </header>
      <InstitutionContactLines webAddress={data.webAddress} email={data.email} phone={data.phone} />
      <p className="sa-find-print-description">{data.description}</p>
      <h3>{t.campuses}</h3>
      <ul>
        {data.campuses.map((campus) => (
          <li key={campus.locationFk}>
            {[campus.name, campus.address, campus.city, campus.state, campus.country].filter(Boolean).join(', ')}
            {campus.phone ? ` · ${campus.phone}` : ''}
          </li>
        ))}
      </ul>
      {data.scholarships.length > 0 && (
        <>
          <h3>{t.scholarships}</h3>
          <ul>
            {data.scholarships.map((scholarship) => (
              <li key={scholarship.schId}>
                <bdi>{scholarship.name}</bdi> · {formatDisplayDate(scholarship.closeDate)}
              </li>
            ))}
          </ul>
        </>
      )}
      {data.agents.length > 0 && (
        <>
          <h3>{t.agents}</h3>
          <ul>
            {data.agents.map((agent) => (
              <li key={agent.legalFk}>
                {agent.agentName}, {agent.city}
              </li>
            ))}
          </ul>
        </>
      )}
      {data.events.length > 0 && (
        <>
          <h3>{t.events}</h3>
          <ul>
            {data.events.map((event) => (
              <li key={event.evtId}>
                {event.eventName} · {formatDisplayDate(event.dateFrom)} – {formatDisplayDate(event.dateTo)} · {event.venueName}, {event.city}
              </li>
            ))}
          </ul>
        </>
      )}
    </PrintView>
  );
}
