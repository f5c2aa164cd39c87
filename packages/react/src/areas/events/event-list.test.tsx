import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format as formatDate } from 'date-fns';
import { $detailOrigin, clearAllSearches, eventFilterData, eventSearch, messages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { EventList } from './event-list.js';

beforeEach(() => clearAllSearches());

/** Every upcoming event of the catalogue: each country's search, the largest. */
async function largestSearch() {
  const data = await eventFilterData();
  let best = { countryId: 0, total: -1 };
  for (const country of data.countries) {
    const { total } = await eventSearch.search({ country_fk: country.id });
    if (total > best.total) best = { countryId: country.id, total };
  }
  clearAllSearches();
  return best;
}

describe('EventList', () => {
  it('lists the results with links to the detail route, pages and page size', async () => {
    const { countryId, total } = await largestSearch();
    await eventSearch.search({ country_fk: countryId });
    const { user, navigate } = renderWithProvider(<EventList showFilter={false} />);
    const rows = screen.getAllByRole('listitem').filter((item) => item.classList.contains('sa-event-row'));
    expect(rows).toHaveLength(Math.min(10, total));
    const first = eventSearch.$state.get().rows[0]!;
    const link = within(rows[0]!).getByRole('link', { name: first.eventName });
    expect(link.getAttribute('href')).toBe(`/detail/${first.legalFk}/${first.locationFk}/${first.evtId}`);
    expect(within(rows[0]!).getByRole('button', { name: `Favourite: ${first.eventName}` })).toBeTruthy();
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith(`/detail/${first.legalFk}/${first.locationFk}/${first.evtId}`);
    expect($detailOrigin.get()).toBe('/findEvent/list');

    if (total > 10) {
      await user.selectOptions(screen.getByLabelText(messages.pageSize), '20');
      await waitFor(() => expect(eventSearch.$state.get().pageSize).toBe(20));
      await waitFor(() => expect(document.querySelectorAll('.sa-event-row')).toHaveLength(Math.min(20, total)));
    }
  });

  it("says 'No records found' when nothing matches", async () => {
    const data = await eventFilterData();
    await eventSearch.search({ country_fk: data.countries[0]!.id, date_from: formatDate(addDays(new Date(), 3000), 'yyyy-MM-dd') });
    renderWithProvider(<EventList showFilter={false} />);
    expect(screen.getByText(messages.noRecords)).toBeTruthy();
  });
});
