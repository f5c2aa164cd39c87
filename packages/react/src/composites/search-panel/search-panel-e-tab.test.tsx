import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { $searchView, eventLabels, searchPanelLabels, setPanelTab } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { labelled } from '../../../test/queries.js';
import { SearchPanel } from './search-panel.js';

describe('the search panel’s E tab', () => {
  it('is the last tab and opens the event search form', async () => {
    setPanelTab('C');
    const { user } = renderWithProvider(<SearchPanel />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.getAttribute('data-tab'));
    expect(tabs.at(-1)).toBe('E');
    await user.click(screen.getByRole('tab', { name: searchPanelLabels.tabs.E }));
    expect($searchView.get().panelTab).toBe('E');
    expect(await screen.findByRole('form', { name: eventLabels.searchTitle })).toBeTruthy();
    expect(await screen.findByLabelText(labelled(eventLabels.country), { selector: 'select' })).toBeTruthy();
  });
});
