import { useState } from 'react';
import { format, formRecordLabels as f, LISTING_LIMITS, listingLabels as l, validateFormRecord, type FormRecordValues } from '@studyatlas/core';
import { FormSelectField, FormTextArea, FormTextField } from '../../form-kit/index.js';
import { useFileUpload } from '../../form-kit/use-file-upload.js';
import { FormError } from '../../ui/form-error/form-error.js';
import type { ListingFormProps } from './listing-kinds.js';
import { UploadField } from './upload-field.js';
import { named, useListingForm } from './use-listing-form.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

interface Values extends FormRecordValues {
  categoryId: number;
  fileId: number;
}

/**
 * A downloadable form: its name, category, the text above the list and its file. The file is uploaded
 * at once (UploadFile, the server's file store) and becomes the form's when the form is saved.
 */
export function FormRecordForm({ org, options, record, readOnly, onSaved }: ListingFormProps<'form'>) {
  useWorkspaceStyles();
  const [chosenName, setChosenName] = useState<string | null>(null);
  const { form, submit, actions } = useListingForm(
    'form',
    { org, record, onSaved },
    { name: record?.name ?? '', categoryId: record?.categoryId ?? 0, header: record?.header ?? '', fileId: 0 } satisfies Values,
    (values: Values) => validateFormRecord(values, Boolean(record?.file)),
  );
  const upload = useFileUpload((file) => {
    setChosenName(file.fileName);
    form.setFieldValue('fileId', file.fileId);
  });
  const current = chosenName ?? record?.file?.fileName;
  return (
    <form className="sa-workspace-course-form" aria-label={f.details} onSubmit={submit} noValidate>
      <fieldset className="sa-workspace-course-fields" disabled={readOnly}>
        <FormError message={form.errors.form} />
        <FormTextField form={form} name="name" label={l.name} required maxLength={LISTING_LIMITS.name} />
        <FormSelectField form={form} name="categoryId" label={f.category} required placeholder={l.choose} options={named(options.formCategories)} />
        <FormTextArea form={form} name="header" label={f.header} rows={3} maxLength={LISTING_LIMITS.header} />
        <UploadField
          label={f.file}
          name="fileId"
          hint={current && <p className="sa-workspace-hint">{format(f.currentFile, { name: current })}</p>}
          upload={upload}
          error={upload.uploadError ?? (typeof form.errors.fileId === 'string' ? form.errors.fileId : null)}
          disabled={readOnly}
        />
      </fieldset>
      {!readOnly && actions}
    </form>
  );
}
