import { useWorkspaceStyles } from './use-workspace-styles.js';

/** A label and its value in a description list (`<dl className="sa-workspace-facts">`). */
export function Fact({ label, value }: { label: string; value: string }) {
  useWorkspaceStyles();
  return (
    <div className="sa-workspace-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
