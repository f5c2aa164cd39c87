import { useState } from 'react';
import { eventRecordLabels as e, format } from '@studyatlas/core';
import { useFileUpload } from '../../form-kit/use-file-upload.js';
import { ChosenList } from './chosen-list.js';
import { UploadField } from './upload-field.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface EventDocumentsProps {
  /** The ids kept and added (the form's `documentIds`). */
  chosen: readonly number[];
  /** The record's documents as saved (their names). */
  saved: readonly { fileId: number; fileName: string }[];
  onChange: (ids: number[]) => void;
  disabled: boolean;
}

/**
 * An event's documents: those it has (each with Remove) and Add a document, uploaded at once
 * (UploadFile, the server's file store) and the event's when the form is saved.
 */
export function EventDocuments({ chosen, saved, onChange, disabled }: EventDocumentsProps) {
  useWorkspaceStyles();
  const [names, setNames] = useState(() => new Map(saved.map((d) => [d.fileId, d.fileName])));
  const upload = useFileUpload((file) => {
    setNames((was) => new Map(was).set(file.fileId, file.fileName));
    onChange([...chosen, file.fileId]);
  });
  return (
    <fieldset className="sa-workspace-events">
      <legend>{e.documents}</legend>
      <ChosenList
        label={e.documents}
        empty={e.noDocuments}
        items={chosen.map((id) => {
          const name = names.get(id) ?? String(id);
          return { id, text: name, removeLabel: format(e.removeDocument, { name }) };
        })}
        onRemove={(id) => onChange(chosen.filter((other) => other !== id))}
      />
      <UploadField label={e.addDocument} upload={upload} error={upload.uploadError} disabled={disabled} />
    </fieldset>
  );
}
