import { useStore } from '@nanostores/react';
import { $searchView, setViewTab, type ViewTab } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { institutionLabels as t } from '@studyatlas/core';
import { institutionViewRoute } from './routes.js';

export interface InstitutionViewMenuProps {
  /** The view on screen. */
  current: ViewTab;
}

/**
 * The View menu (discovery §2): List or Map. The choice is remembered (tab L list, D map) for the
 * page's other widgets and the next search.
 */
export function InstitutionViewMenu({ current }: InstitutionViewMenuProps) {
  const { navigate } = useNavigation();
  useStore($searchView);
  const choose = (tab: ViewTab) => {
    setViewTab(tab);
    if (tab !== current) navigate(institutionViewRoute(tab));
  };
  return (
    <div className="sa-inst-view-menu" role="group" aria-label={t.viewMenu}>
      <span className="sa-inst-view-label" aria-hidden="true">
        {t.viewMenu}
      </span>
      {(
        [
          ['L', t.viewList],
          ['D', t.viewMap],
        ] as const
      ).map(([tab, label]) => (
        <button
          key={tab}
          type="button"
          part="button"
          className={current === tab ? 'sa-button sa-button--primary' : 'sa-button sa-button--secondary'}
          aria-pressed={current === tab}
          onClick={() => choose(tab)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
