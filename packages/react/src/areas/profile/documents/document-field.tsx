import type { LooseKeys } from '@mantine/form';
import { useId } from 'react';
import { format, recordDocumentLabels as t, type RecordDocument } from '@studyatlas/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormSelectField } from '../../../form-kit/index.js';
import { UPLOAD_ACCEPT, useFileUpload } from '../../../form-kit/use-file-upload.js';
import { inputOf } from '../../../form-kit/bound.js';
import { Button } from '../../../ui/button/button.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { profileDocumentsCss } from './documents.css.js';
import { DocumentList } from './document-list.js';

export interface DocumentFieldProps<V> {
  form: UseFormReturnType<V>;
  /** Path of the uploaded file's id (a number, 0 = none): what jsonDoc sends as FileInfoId. */
  file: LooseKeys<V>;
  /** Path of the uploaded file's name (text, shown beside the control). */
  fileName: LooseKeys<V>;
  /** Path of the document type (a number, 0 = none): jsonDoc's DocTypeId. */
  docType: LooseKeys<V>;
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
export function DocumentField<V>({ form, file, fileName, docType, documentTypes, attached = [], label = t.document }: DocumentFieldProps<V>) {
  useStylesheet('profile-documents', profileDocumentsCss);
  const inputId = useId();
  const set = (path: LooseKeys<V>, value: unknown) => form.setFieldValue(path, value as never);
  const { uploading, uploadError, setUploadError, choose } = useFileUpload((uploaded) => {
    set(file, uploaded.fileId);
    set(fileName, uploaded.fileName);
  });
  const binding = inputOf({ form, name: file });
  const chosenName = String(inputOf({ form, name: fileName }).value ?? '');
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
              type="file"
              name={file}
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
