import { useId } from 'react';
import { composeKitLabels as l, format, uploadFileHint, type StoredFile } from '@studyatlas/core';
import { useFileUpload, UPLOAD_ACCEPT } from '../../form-kit/use-file-upload.js';
import { Loader } from '../../ui/loader/loader.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { composeKitCss } from './compose-kit.css.js';

export interface AttachmentPickerProps {
  attachments: readonly StoredFile[];
  /** A chosen file, uploaded (UploadFile) and stored. */
  onAdd: (file: StoredFile) => void;
  onRemove: (fileId: number) => void;
}

/**
 * A message's attachments (messaging's compose, the workspace's messages): the files attached, each
 * removable, and a file control that uploads the chosen file at once (what may be attached is said
 * before the choice; a refusal is said in the server's words).
 */
export function AttachmentPicker({ attachments, onAdd, onRemove }: AttachmentPickerProps) {
  useStylesheet('compose-kit', composeKitCss);
  const upload = useFileUpload(onAdd);
  const fileId = useId();
  return (
    <div className="sa-attachments" part="attachments">
      <p className="sa-label">{l.attachments}</p>
      {attachments.length > 0 && (
        <ul className="sa-attachment-list" aria-label={l.attachments}>
          {attachments.map((file) => (
            <li key={file.fileId} className="sa-attachment">
              <span className="sa-attachment-name"><bdi>{file.fileName}</bdi></span>
              <button type="button" className="sa-remove-button" aria-label={format(l.removeAttachment, { name: file.fileName })} onClick={() => onRemove(file.fileId)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="sa-attach" htmlFor={fileId}>
        {l.attach}
      </label>
      {/* What may be attached, said before the choice (the control's accept list is the same one). */}
      <p id={`${fileId}-hint`} className="sa-attach-hint">
        {uploadFileHint()}
      </p>
      <input
        id={fileId}
        type="file"
        className="sa-attach-file"
        accept={UPLOAD_ACCEPT}
        aria-describedby={upload.uploadError ? `${fileId}-hint ${fileId}-error` : `${fileId}-hint`}
        aria-invalid={upload.uploadError ? true : undefined}
        onChange={(event) => void upload.choose(event)}
      />
      {upload.uploading && <Loader active variant="inline" label={l.uploading} />}
      {upload.uploadError && (
        <p id={`${fileId}-error`} className="sa-field-error" role="alert">
          {upload.uploadError}
        </p>
      )}
    </div>
  );
}
