import { useId, useState } from 'react';
import { embedLabels as l, format } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

/** A snippet to paste elsewhere: the code, selectable, with Copy (and what copying did, said politely). */
export function CopySnippet({ title, code }: { title: string; code: string }) {
  useWorkspaceStyles();
  const id = useId();
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setSaid(l.copied);
    } catch {
      setSaid(l.copyFailed);
    }
  };
  return (
    <div className="sa-workspace-snippet">
      <div className="sa-workspace-snippet-head">
        <span id={id} className="sa-workspace-snippet-title">
          {title}
        </span>
        <Button variant="secondary" onClick={() => void copy()} aria-label={format(l.copyLabel, { what: title })}>
          {l.copy}
        </Button>
        <span className="sa-workspace-hint" role="status">
          {said}
        </span>
      </div>
      <pre className="sa-workspace-code" tabIndex={0} aria-labelledby={id}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
