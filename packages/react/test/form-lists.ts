import { waitFor } from '@testing-library/react';

/** Waits until every search form's lists have arrived (its placeholder form is no longer busy). */
export const formListsLoaded = (root: ParentNode = document): Promise<void> =>
  waitFor(() => {
    if (root.querySelector('.sa-filter-form-body[aria-busy="true"]')) throw new Error('the form is still loading its lists');
  });
