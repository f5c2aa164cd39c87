import type { ViewTab } from '@studyatlas/core';

export interface ViewMenuLabels {
  /** The menu's name ('View'). */
  menu: string;
  list: string;
  map: string;
}

export interface ViewMenuProps {
  /** The view on screen: L list, D map. */
  current: ViewTab;
  labels: ViewMenuLabels;
  /** A tab was chosen (also the current one: the choice is remembered either way). */
  onChoose: (tab: ViewTab) => void;
}

/** The View menu (discovery §2): List or Map, as two toggle buttons, the one on screen pressed. */
export function ViewMenu({ current, labels, onChoose }: ViewMenuProps) {
  const tabs = [
    ['L', labels.list],
    ['D', labels.map],
  ] as const;
  return (
    <div className="sa-find-view-menu sa-view-menu" role="group" aria-label={labels.menu}>
      <span className="sa-find-view-label" aria-hidden="true">
        {labels.menu}
      </span>
      {tabs.map(([tab, label]) => (
        <button
          key={tab}
          type="button"
          part="button"
          className={current === tab ? 'sa-button sa-button--primary' : 'sa-button sa-button--secondary'}
          aria-pressed={current === tab}
          onClick={() => onChoose(tab)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
