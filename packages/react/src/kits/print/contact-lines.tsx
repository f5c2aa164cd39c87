import { institutionLabels as t } from '@studyatlas/core';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from '../find/find-screens.css.js';

/** Web address, e-mail and phone, those that exist. */
export function InstitutionContactLines({ webAddress, email, phone }: { webAddress: string | null; email: string | null; phone: string | null }) {
  useStylesheet('find-screens', findScreensCss);
  if (!webAddress && !email && !phone) return null;
  const href = webAddress && (/^https?:\/\//i.test(webAddress) ? webAddress : `https://${webAddress}`);
  return (
    <dl className="sa-find-contact">
      {webAddress && (
        <>
          <dt>{t.web}</dt>
          <dd>
            <a href={href!} target="_blank" rel="noopener noreferrer">
              {webAddress}
            </a>
          </dd>
        </>
      )}
      {email && (
        <>
          <dt>{t.email}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </>
      )}
      {phone && (
        <>
          <dt>{t.phone}</dt>
          <dd>{phone}</dd>
        </>
      )}
    </dl>
  );
}
