import { Button } from '../../ui/button/button.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface ChosenItem {
  id: number;
  text: string;
  /** The Remove button's words ("Remove Bridge College"). */
  removeLabel: string;
}

/** What a form has chosen (an event's participants, its documents), each with Remove; `empty` when nothing is. */
export function ChosenList({ label, empty, items, onRemove }: { label: string; empty: string; items: readonly ChosenItem[]; onRemove: (id: number) => void }) {
  useWorkspaceStyles();
  if (items.length === 0) return <p className="sa-workspace-hint">{empty}</p>;
  return (
    <ul aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          {item.text}{' '}
          <Button variant="secondary" onClick={() => onRemove(item.id)}>
            {item.removeLabel}
          </Button>
        </li>
      ))}
    </ul>
  );
}
