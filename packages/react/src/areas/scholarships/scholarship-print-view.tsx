import { scholarshipLabels as l, type ScholarshipPrint } from '@studyatlas/core';
import { PrintView } from '../../ui/print-view/print-view.js';
import { institutionAssetUrl } from '@studyatlas/core';
import { InstitutionLogo } from '../../kits/logo/institution-logo.js';
import { InstitutionContactLines } from '../../kits/print/contact-lines.js';
import { ScholarshipFacts, ScholarshipWebLink } from './scholarship-facts.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { scholarshipsCss } from './scholarships.css.js';

export interface ScholarshipPrintViewProps {
  data: ScholarshipPrint;
  onClose: () => void;
  /** Opens the browser's print dialog once shown (default true). */
  autoPrint?: boolean;
}

/**
 * The print view (discovery §2, PrintScholarDetail): the scholarship laid out for paper — its facts,
 * the full description, its web address and the institution's contact lines.
 */
export function ScholarshipPrintView({ data, onClose, autoPrint = true }: ScholarshipPrintViewProps) {
  useStylesheet('scholarships', scholarshipsCss);
  return (
    <PrintView className="sa-sch-print" label={`${l.print}: ${data.name}`} onClose={onClose} autoPrint={autoPrint}>
      <header className="sa-sch-detail-head">
        <InstitutionLogo src={institutionAssetUrl(data.logoPath)} />
        <div>
          <h2 className="sa-sch-title"><bdi>{data.name}</bdi></h2>
          <span className="sa-sch-muted"><bdi>{data.institutionName}</bdi></span>
        </div>
      </header>
      <ScholarshipFacts data={data} />
      <p className="sa-sch-print-description">{data.description}</p>
      <ScholarshipWebLink webAddress={data.webAddress} />
      <h3>{l.institutionSection}</h3>
      <p><bdi>{data.institutionName}</bdi></p>
      <InstitutionContactLines webAddress={data.institutionWebAddress} email={data.institutionEmail} phone={data.institutionPhone} />
    </PrintView>
  );
}
