import { messages } from '@studyatlas/core';
import { Link } from '@studyatlas/react';

/** Discovery §2 /error: where unknown routes land, with a way home. */
export function ErrorPage() {
  return (
    <section className="portal-panel portal-error">
      <h1>{messages.errorPageTitle}</h1>
      <p>{messages.errorPageText}</p>
      <Link to="/findDashBoard" className="sa-button sa-button--primary">
        {messages.goHome}
      </Link>
    </section>
  );
}
