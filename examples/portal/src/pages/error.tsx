import { portalMessages } from '@studyatlas/core';
import { Link } from '@studyatlas/react';

/** Discovery §2 /error: where unknown routes land, with a way home. */
export function ErrorPage() {
  return (
    <section className="portal-panel portal-error">
      <h1>{portalMessages.errorPageTitle}</h1>
      <p>{portalMessages.errorPageText}</p>
      <Link to="/findDashBoard" className="sa-button sa-button--primary">
        {portalMessages.goHome}
      </Link>
    </section>
  );
}
