import { useStore } from '@nanostores/react';
import { $searchView, setViewTab, type ViewTab } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { ViewMenu } from '../../ui/view-menu/view-menu.js';
import { institutionLabels as t } from '@studyatlas/core';
import { institutionViewRoute } from '../../navigation/routes/institutions.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from '../../kits/find/find-screens.css.js';

export interface InstitutionViewMenuProps {
  /** The view on screen. */
  current: ViewTab;
}

/**
 * The View menu (discovery §2): List or Map. The choice is remembered (tab L list, D map) for the
 * page's other widgets and the next search.
 */
export function InstitutionViewMenu({ current }: InstitutionViewMenuProps) {
  useStylesheet('find-screens', findScreensCss);
  const { navigate } = useNavigation();
  useStore($searchView);
  const choose = (tab: ViewTab) => {
    setViewTab(tab, 'institutions');
    if (tab !== current) navigate(institutionViewRoute(tab));
  };
  return <ViewMenu current={current} labels={{ menu: t.viewMenu, list: t.viewList, map: t.viewMap }} onChoose={choose} />;
}
