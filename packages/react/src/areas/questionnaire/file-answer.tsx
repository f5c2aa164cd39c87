import { useId, useState } from 'react';
import { format, questionnaireMessages as t } from '@studyatlas/core';
import { UPLOAD_ACCEPT, useFileUpload } from '../../form-kit/use-file-upload.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { questionnaireCss } from './questionnaire.css.js';
import { Button } from '../../ui/button/button.js';
import type { DraftDetail } from './answer-draft.js';
import { RequiredMark } from '../../ui/text-field/required-mark.js';

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
  const [replacing, setReplacing] = useState(false);
  const { uploading, uploadError, choose } = useFileUpload((file) => {
    setReplacing(false);
    onChange({ fileFk: file.fileId, fileName: file.fileName });
  });

  const describedBy = [uploadError ? `${inputId}-error` : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="sa-questionnaire-group">
      <legend className="sa-label">
        {label}
        {required && <RequiredMark />}
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
            accept={UPLOAD_ACCEPT}
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
