import { useId } from 'react';
import { format, recordDocumentLabels as t, type RecordDocument } from '@studyatlas/core';
import { FormSelectField, type SaForm } from '../../../form-kit/index.js';
import { UPLOAD_ACCEPT, useFileUpload } from '../../../form-kit/use-file-upload.js';
import type { ChoicePath } from '../../../form-kit/bound.js';
import type { FieldPath, FieldValues } from '../../../form-kit/paths.js';
import { Button } from '../../../ui/button/button.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { profileDocumentsCss } from './documents.css.js';
import { DocumentList } from './document-list.js';

export interface DocumentFieldProps<V extends FieldValues> {
  form: SaForm<V>;
  /** Path of the uploaded file's id (a number, 0 = none): what jsonDoc sends as FileInfoId. */
  file: FieldPath<V>;
  /** Path of the uploaded file's name (text, shown beside the control). */
  fileName: FieldPath<V>;
  /** Path of the document type (a number, 0 = none): jsonDoc's DocTypeId. */
  docType: ChoicePath<V>;
  documentTypes: ReadonlyArray<{ id: number; name: string }>;
  /** The documents already attached to the record (each downloads through DownloadFiles, key EDN). */
  attached?: readonly RecordDocument[];
  /** The control's label (default 'Document'). */
  label?: string;
}

/**
 * A document for a profile record (education, English test, passport, visa: member §3, §5): choose a
 * file — uploaded at once through UploadFile, whose refusals (type from the bytes, size limit) show
 * under it — then its document type. The form sends the file id and the type with its save (jsonDoc);
 * the rule's 'Document type is required when a file is attached' and the server's 'file already exist'
 * show on their fields. Already attached documents are listed with a download button each.
 */
export function DocumentField<V extends FieldValues>({ form, file, fileName, docType, documentTypes, attached = [], label = t.document }: DocumentFieldProps<V>) {
  useStylesheet('profile-documents', profileDocumentsCss);
  const inputId = useId();
  const set = (path: FieldPath<V>, value: unknown) => form.setValue(path, value as never);
  const { uploading, uploadError, setUploadError, choose } = useFileUpload((uploaded) => {
    set(file, uploaded.fileId);
    set(fileName, uploaded.fileName);
  });
  const binding = form.bind(file);
  const chosenName = String(form.watch(fileName) ?? '');
  const fileError = uploadError ?? binding.error;

  function remove() {
    set(file, 0);
    set(fileName, '');
    setUploadError(null);
  }

  return (
    <div className="sa-document-field">
      <DocumentList documents={attached} label={label} />
      <div className={fileError ? 'sa-field has-error' : 'sa-field'}>
        <label className="sa-label" part="label" htmlFor={inputId}>
          {label}
        </label>
        <div className="sa-document-file">
          {chosenName ? (
            <>
              <span className="sa-document-name">{format(t.attached, { name: chosenName })}</span>
              <Button variant="secondary" onClick={remove}>
                {t.removeFile}
              </Button>
            </>
          ) : (
            <input
              id={inputId}
              ref={binding.ref as never}
              type="file"
              name={binding.name}
              accept={UPLOAD_ACCEPT}
              disabled={uploading}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${inputId}-error` : undefined}
              onChange={(event) => void choose(event)}
            />
          )}
          {uploading && <span role="status">{t.uploading}</span>}
        </div>
        {fileError && (
          <p className="sa-field-error" id={`${inputId}-error`} role="alert" part="field-error">
            {fileError}
          </p>
        )}
      </div>
      <FormSelectField
        form={form}
        name={docType}
        label={t.documentType}
        placeholder={t.choose}
        options={documentTypes.map((type) => ({ value: String(type.id), label: type.name }))}
      />
    </div>
  );
}
