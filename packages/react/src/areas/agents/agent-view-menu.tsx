import { useStore } from '@nanostores/react';
import { $searchView, institutionLabels, setViewTab, wordsByKey, type ViewTab } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { ViewMenu } from '../../ui/view-menu/view-menu.js';
import { agentViewRoute } from '../../navigation/routes/agents.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from '../../kits/find/find-screens.css.js';

const labels = wordsByKey(institutionLabels, { menu: 'viewMenu', list: 'viewList', map: 'viewMap' });

/** The agents' View menu (discovery §2): List or Map; the choice is remembered as the agents' tab (L / D). */
export function AgentViewMenu({ current }: { current: ViewTab }) {
  useStylesheet('find-screens', findScreensCss);
  const { navigate } = useNavigation();
  useStore($searchView);
  return (
    <ViewMenu
      current={current}
      labels={labels}
      onChoose={(tab) => {
        setViewTab(tab, 'agents');
        if (tab !== current) navigate(agentViewRoute(tab));
      }}
    />
  );
}
