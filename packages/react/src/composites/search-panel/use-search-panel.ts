import { useStore } from '@nanostores/react';
import { $searchView, $signedIn, openLoginDialog, setPanelTab, type PanelTab } from '@studyatlas/core';
import { searchPanelLabels } from '@studyatlas/core';

/** The order of the panel's tabs (discovery §1). */
export const PANEL_TABS: readonly PanelTab[] = ['R', 'I', 'C', 'S', 'F', 'A', 'E'];

export interface SearchPanelController {
  /** The tabs shown, in order. */
  tabs: PanelTab[];
  selected: PanelTab | undefined;
  /** Opens a tab; the friends tab while signed out opens the login dialog instead, and opens after the sign-in (discovery §1). */
  choose: (tab: PanelTab) => void;
}

/**
 * The search panel's tabs: those with a form, plus the friends tab as a sign-in gate while signed
 * out. The open tab is remembered in the search store, so every panel on the page agrees.
 */
export function useSearchPanel(available: readonly PanelTab[]): SearchPanelController {
  const signedIn = useStore($signedIn);
  const view = useStore($searchView);
  const tabs = PANEL_TABS.filter((tab) => available.includes(tab) || (tab === 'R' && !signedIn));
  const withForm = tabs.filter((tab) => available.includes(tab));
  const selected = withForm.includes(view.panelTab) ? view.panelTab : withForm[0];
  return {
    tabs,
    selected,
    choose: (tab) => {
      if (tab === 'R' && !signedIn) {
        // Once signed in, the Friends tab the visitor asked for opens.
        openLoginDialog(searchPanelLabels.friendsSignIn, () => setPanelTab('R'));
        return;
      }
      if (available.includes(tab)) setPanelTab(tab);
    },
  };
}
