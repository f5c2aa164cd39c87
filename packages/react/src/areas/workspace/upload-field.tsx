import { useId, type ReactNode } from 'react';
import { formRecordLabels as f } from '@studyatlas/core';
import { UPLOAD_ACCEPT, type FileUpload } from '../../form-kit/use-file-upload.js';

export interface UploadFieldProps {
  label: string;
  /** The input's name (the field a refusal names). */
  name?: string;
  /** Shown between the label and the control (the file it has now). */
  hint?: ReactNode;
  upload: Pick<FileUpload, 'uploading' | 'choose'>;
  /** The upload's refusal, or the field's message. */
  error: string | null;
  disabled: boolean;
}

/** A labelled file control of a listing's form: the file chosen is uploaded at once (form-kit's useFileUpload), with its status and message. */
export function UploadField({ label, name, hint, upload, error, disabled }: UploadFieldProps) {
  const inputId = useId();
  return (
    <div className="sa-field">
      <label className="sa-label" part="label" htmlFor={inputId}>
        {label}
      </label>
      {hint}
      <input
        id={inputId}
        name={name}
        type="file"
        accept={UPLOAD_ACCEPT}
        disabled={upload.uploading || disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => void upload.choose(event)}
      />
      {upload.uploading && <span role="status">{f.uploading}</span>}
      {error && (
        <p className="sa-field-error" id={`${inputId}-error`} role="alert" part="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
