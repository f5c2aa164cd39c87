import { downloadFiles, format, recordDocumentLabels as t, type RecordDocument } from '@studyatlas/core';
import { Button } from '../../../ui/button/button.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { profileDocumentsCss } from './documents.css.js';

/**
 * The documents attached to a profile record: name, type and a download button each (DownloadFiles
 * key EDN, the owner's own files). Nothing when there are none.
 */
export function DocumentList({ documents, label }: { documents: readonly RecordDocument[]; label: string }) {
  useStylesheet('profile-documents', profileDocumentsCss);
  if (documents.length === 0) return null;
  return (
    <ul className="sa-document-list" aria-label={label}>
      {documents.map((doc) => (
        <li key={doc.documentId}>
          <span className="sa-document-name">{doc.fileName}</span>
          <span className="sa-document-type">{doc.docTypeName}</span>
          <Button variant="link" aria-label={format(t.download, { name: doc.fileName })} onClick={() => void downloadFiles({ type: 'EDN', ids: [doc.fileId] })}>
            ⤓
          </Button>
        </li>
      ))}
    </ul>
  );
}
