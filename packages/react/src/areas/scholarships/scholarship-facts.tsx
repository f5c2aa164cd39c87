import { formatDisplayDate, scholarshipLabels as l, type ScholarshipDetail } from '@studyatlas/core';
import { formatAmount } from './format.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { scholarshipsCss } from './scholarships.css.js';

/** Amount, where it is offered, the study level group and the dates: the detail's and the printout's facts. */
export function ScholarshipFacts({ data }: { data: ScholarshipDetail }) {
  useStylesheet('scholarships', scholarshipsCss);
  const amount = formatAmount(data.amount, data.currency);
  return (
    <dl className="sa-sch-facts">
      {amount && (
        <div>
          <dt>{l.amount}</dt>
          <dd>{amount}</dd>
        </div>
      )}
      <div>
        <dt>{l.offeredIn}</dt>
        <dd>{data.country}</dd>
      </div>
      <div>
        <dt>{l.levelGroup}</dt>
        <dd>{data.awardGroup ?? l.anyLevel}</dd>
      </div>
      <div>
        <dt>{l.opens}</dt>
        <dd>{formatDisplayDate(data.openDate)}</dd>
      </div>
      <div>
        <dt>{l.closes}</dt>
        <dd>
          {formatDisplayDate(data.closeDate)}
          {!data.isOpen && <span className="sa-sch-tag">{l.closed}</span>}
        </dd>
      </div>
    </dl>
  );
}

/** The scholarship's own web address as a link that opens in a new tab. */
export function ScholarshipWebLink({ webAddress }: { webAddress: string | null }) {
  if (!webAddress) return null;
  const href = /^https?:\/\//i.test(webAddress) ? webAddress : `https://${webAddress}`;
  return (
    <p className="sa-sch-web">
      {`${l.web}: `}
      <a href={href} target="_blank" rel="noopener noreferrer">
        {webAddress}
      </a>
    </p>
  );
}
