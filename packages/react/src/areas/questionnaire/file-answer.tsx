import { useId, useState, type ChangeEvent } from 'react';
import { format, questionnaireMessages as t, uploadFile } from '@studyatlas/core';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { questionnaireCss } from './questionnaire.css.js';
import { Button } from '../../ui/button/button.js';
import type { DraftDetail } from './answer-draft.js';

export interface FileAnswerProps {
  /** The question, naming the control. */
  label: string;
  detail: DraftDetail;
  /** FC: a comment field beside the file. */
  withComment: boolean;
  required: boolean;
  onChange: (change: Partial<DraftDetail>) => void;
  /** The answer's message, shown under the group. */
  error: string | null;
  errorId: string;
}

/**
 * An F or FC answer (member §3): the file is uploaded at once through UploadFile — its refusals (type
 * from the bytes, size, 'file already exist') show under it — and the answer names it; FC adds a comment.
 */
export function FileAnswer({ label, detail, withComment, required, onChange, error, errorId }: FileAnswerProps) {
  useStylesheet('questionnaire', questionnaireCss);
  const inputId = useId();
  const commentId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [replacing, setReplacing] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!chosen) return;
    setUploading(true);
    setUploadError(null);
    const outcome = await uploadFile('file', chosen, chosen.name);
    setUploading(false);
    if (!outcome.ok) {
      setUploadError(outcome.message);
      return;
    }
    setReplacing(false);
    onChange({ fileFk: outcome.file.fileId, fileName: outcome.file.fileName });
  }

  const describedBy = [uploadError ? `${inputId}-error` : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="sa-questionnaire-group">
      <legend className="sa-label">
        {label}
        {required && (
          <span className="sa-required-mark" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      {detail.fileFk > 0 && !replacing ? (
        <div className="sa-questionnaire-file">
          <span className="sa-questionnaire-file-name">{format(t.currentFile, { name: detail.fileName })}</span>
          <Button variant="secondary" onClick={() => setReplacing(true)}>
            {t.replaceFile}
          </Button>
        </div>
      ) : (
        <div className="sa-field">
          <label className="sa-label" part="label" htmlFor={inputId}>
            {t.uploadFile}
          </label>
          <input
            id={inputId}
            type="file"
            className="sa-questionnaire-file-input"
            accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp"
            disabled={uploading}
            aria-required={required || undefined}
            aria-describedby={describedBy}
            onChange={(event) => void choose(event)}
          />
          {uploading && <span role="status">{t.uploading}</span>}
          {uploadError && (
            <p className="sa-field-error" id={`${inputId}-error`} role="alert" part="field-error">
              {uploadError}
            </p>
          )}
        </div>
      )}
      {withComment && (
        <div className="sa-field">
          <label className="sa-label" part="label" htmlFor={commentId}>
            {t.commentLabel}
          </label>
          <textarea
            id={commentId}
            className="sa-input sa-questionnaire-textarea"
            part="input"
            rows={3}
            maxLength={4000}
            value={detail.text}
            onChange={(event) => onChange({ text: event.target.value })}
          />
        </div>
      )}
      {error && (
        <p className="sa-field-error" id={errorId} role="alert" part="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
