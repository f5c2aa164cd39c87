import { useState } from 'react';
import { format, scholarshipLabels as l, type ScholarshipDetail as Detail } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { Accordion, type AccordionItem } from '../../ui/accordion/accordion.js';
import { Button } from '../../ui/button/button.js';
import { cx } from '../../ui/internal/class-names.js';
import { ReadMore } from '../../ui/read-more/read-more.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { FavouriteToggle } from '../../kits/favourite-toggle/favourite-toggle.js';
import { institutionAssetUrl } from '@studyatlas/core';
import { InstitutionLogo } from '../../kits/logo/institution-logo.js';
import { institutionDetailRoute } from '../../navigation/routes/institutions.js';
import { ScholarshipFacts, ScholarshipWebLink } from './scholarship-facts.js';
import { ScholarshipPrintView } from './scholarship-print-view.js';
import { useScholarshipDetail, type ScholarshipDetailController } from './use-scholarship-detail.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { scholarshipsCss } from './scholarships.css.js';
import { DetailFrame } from '../../kits/find/detail-frame.js';

export interface ScholarshipDetailProps {
  schId: number;
  /** Replaces the back action (default: to the list when opened from it, else the previous page). */
  onBack?: () => void;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** /schdetail/:schId — a scholarship: overview, eligibility, institution, courses it applies to, contact. */
export function ScholarshipDetail({ schId, onBack, headingLevel, className }: ScholarshipDetailProps) {
  const detail = useScholarshipDetail({ schId, onBack });
  return <ScholarshipDetailView detail={detail} headingLevel={headingLevel} className={className} />;
}

export interface ScholarshipDetailViewProps {
  detail: ScholarshipDetailController;
  headingLevel?: HeadingLevel;
  className?: string;
}

export function ScholarshipDetailView({ detail, headingLevel = 2, className }: ScholarshipDetailViewProps) {
  useStylesheet('scholarships', scholarshipsCss);
  const [open, setOpen] = useState<string[]>(['overview']);
  const Heading = `h${headingLevel}` as const;
  const rootClass = cx('sa-root sa-sch-detail', className);
  if (detail.print) {
    return (
      <section className={rootClass}>
        <ScholarshipPrintView data={detail.print} onClose={detail.closePrint} />
      </section>
    );
  }
  const data = detail.data;
  return (
    <DetailFrame
      className={rootClass}
      busy={detail.status === 'loading'}
      error={detail.error}
      onBack={detail.canGoBack && detail.back}
      itemTitle={data?.name}
    >
      {data && (
        <>
          <header className="sa-sch-detail-head">
            <InstitutionLogo src={institutionAssetUrl(data.logoPath)} />
            <div className="sa-sch-detail-title">
              <Heading className="sa-sch-title"><bdi>{data.name}</bdi></Heading>
              <span className="sa-sch-muted" dir="auto">{data.institutionName}</span>
            </div>
            <FavouriteToggle category="S" referenceId={data.schId} label={data.name} preferenceId={data.preferenceId} />
            <Button variant="secondary" className="sa-sch-print-button" busy={detail.printBusy} onClick={() => void detail.openPrint()}>
              {l.print}
            </Button>
          </header>
          <Accordion items={sections(data, detail)} open={open} onOpenChange={setOpen} headingLevel={headingLevel === 1 ? 2 : 3} />
        </>
      )}
    </DetailFrame>
  );
}

function sections(data: Detail, detail: ScholarshipDetailController): AccordionItem[] {
  return [
    {
      id: 'overview',
      title: l.overview,
      content: (
        <>
          <ReadMore text={data.description} />
          <ScholarshipWebLink webAddress={data.webAddress} />
        </>
      ),
    },
    { id: 'eligibility', title: l.eligibility, content: <ScholarshipFacts data={data} /> },
    {
      id: 'institution',
      title: l.institutionSection,
      content: (
        <p className="sa-sch-institution">
          <InstitutionLogo src={institutionAssetUrl(data.logoPath)} className="sa-find-logo--small" />
          <Link to={institutionDetailRoute(data.legalFk)}><bdi>{data.institutionName}</bdi></Link>
        </p>
      ),
    },
    {
      id: 'courses',
      title: `${l.courses} (${data.courses.count})`,
      content:
        data.courses.count === 0 ? (
          <p className="sa-sch-muted">{l.noCourses}</p>
        ) : (
          <>
            <p>{format(l.courseCount, { count: data.courses.count, institution: data.institutionName })}</p>
            <Button variant="secondary" busy={detail.coursesBusy} onClick={() => void detail.openCourses()}>
              {l.viewCourses}
            </Button>
          </>
        ),
    },
  ];
}
