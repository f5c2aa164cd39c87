import { useState } from 'react';
import { downloadWorkspaceFile, format, workspaceLabels as l, type SaveFile, type workspace } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

/** Shows a fetched document in the tab opened by the click (a window opened later would be blocked). */
function viewIn(tab: Window | null): SaveFile {
  return (file) => {
    const url = URL.createObjectURL(file);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
}

export interface DocumentsProps {
  documents: workspace.WorkspaceApplication['documents'];
  zip: string;
}

/** The application's documents: each viewed in the browser or downloaded, or all of them as one zip. */
export function Documents({ documents, zip }: DocumentsProps) {
  useWorkspaceStyles();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, perform: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await perform();
    } finally {
      setBusy(null);
    }
  };
  if (documents.length === 0) return <p className="sa-empty">{l.noDocuments}</p>;
  return (
    <>
      <ul className="sa-workspace-documents">
        {documents.map((document) => (
          <li key={document.id} className="sa-workspace-document">
            <span className="sa-workspace-document-name">{document.name}</span>
            <span className="sa-workspace-actions">
              <Button
                variant="secondary"
                busy={busy === `view:${document.id}`}
                aria-label={format(l.viewDocumentNamed, { name: document.name })}
                onClick={() => {
                  const tab = window.open('', '_blank');
                  void run(`view:${document.id}`, () => downloadWorkspaceFile(`${document.url}&inline=1`, { save: viewIn(tab) }));
                }}
              >
                {l.viewDocument}
              </Button>
              <Button
                variant="secondary"
                busy={busy === `download:${document.id}`}
                aria-label={format(l.downloadDocumentNamed, { name: document.name })}
                onClick={() => void run(`download:${document.id}`, () => downloadWorkspaceFile(document.url))}
              >
                {l.downloadDocument}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <Button variant="secondary" busy={busy === 'zip'} onClick={() => void run('zip', () => downloadWorkspaceFile(zip))}>
        {l.downloadAll}
      </Button>
    </>
  );
}
