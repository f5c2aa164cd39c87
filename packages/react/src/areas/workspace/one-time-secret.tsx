import { useId, useState } from 'react';
import { workspaceLabels as l } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface OneTimeSecretProps {
  /** The secret (a partner key, a webhook signing secret): shown this once. */
  value: string;
  /** What the box says first (copy it now …). */
  notice: string;
  /** The field's accessible name. */
  label: string;
  /** More words under the notice (a rotation's overlap). */
  detail?: string;
}

/** A secret shown once, selectable, with Copy (the partner keys, the webhooks' signing secrets). */
export function OneTimeSecret({ value, notice, label, detail }: OneTimeSecretProps) {
  useWorkspaceStyles();
  const [copied, setCopied] = useState<string | null>(null);
  const id = useId();
  const copy = async () => {
    await navigator.clipboard?.writeText(value);
    setCopied(value);
  };
  return (
    <div className="sa-workspace-new-key" role="status">
      <p>{notice}</p>
      {detail && <p className="sa-workspace-hint">{detail}</p>}
      <label className="sa-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="sa-input sa-workspace-key-value" readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
      <Button variant="secondary" onClick={() => void copy()}>
        {copied === value ? l.copied : l.copy}
      </Button>
    </div>
  );
}
