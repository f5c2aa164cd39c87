import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useInitialData } from '../../../data/use-initial-data.js';
import { EDUCATION } from '../query-keys.js';
import { SaveCancel } from '../../../form-kit/save-cancel.js';
import {
  educationLabels as t,
  loadLanguagesAndInstitutions,
  loadQualificationEdit,
  messages,
  saveQualification,
  showPopup,
  validateEducation,
  type profile,
} from '@studyatlas/core';
import { FormCheckbox, FormDateInput, FormSelectField, FormTextField, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../../form-kit/index.js';
import { Dialog } from '../../../ui/dialog/dialog.js';
import { FormError } from '../../../ui/form-error/form-error.js';
import { Loader } from '../../../ui/loader/loader.js';
import { optionsOf } from '../../../ui/select-field/select-field.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { DocumentField } from '../documents/document-field.js';
import { profileEducationCss } from './education.css.js';
import { NO_DOCUMENT, splitDocument, useDocumentTypes, type DocumentFormValues } from './record-document.js';

type Values = profile.EducationDetailJson & DocumentFormValues;
type Named = { id: number; name: string };

/** The form's values for a qualification (a new one when none is given). */
export function qualificationValues(row?: profile.QualificationRow | null): Values {
  return {
    Id: row?.id ?? 0,
    CountryId: row?.countryId ?? 0,
    Qualification: row?.qualification ?? '',
    SubjectGradeDate: row?.subjectGradeDate ?? '',
    InstituteStudied: row && !row.institutionId ? row.institution : '',
    AwardingBody: row?.awardingBody ?? '',
    DateAttendedFrom: row?.dateFrom ?? '',
    DateAttendedTo: row?.dateTo ?? '',
    EstimatedDateCompletion: row?.estimatedCompletion ?? '',
    HighestQualification: row?.highest ?? false,
    QulficationLevelFk: row?.levelId ?? 0,
    LanguageFK: row?.languageId ?? 0,
    InstStudyFk: row?.institutionId ?? 0,
    AwardBodyFk: 0,
    ClientFk: 0,
    CurrentlyStudying: row?.currentlyStudying ?? false,
    ...NO_DOCUMENT,
  };
}

export interface QualificationDialogProps {
  /** The qualification to edit; 0 adds one. */
  id: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add or edit a qualification (member §2, §3, §5): country, qualification, level, institution from
 * the country's list or typed, language, dates with currently studying, awarding body, highest flag,
 * subject/grade/date text, and a document with its type (EDN_EDU; those attached are listed with a
 * download). The core rule checks it here and on the server.
 */
export function QualificationDialog({ id, onClose, onSaved }: QualificationDialogProps) {
  useStylesheet('profile-education', profileEducationCss);
  const [lists, setLists] = useState<{ countries: Named[]; levels: Named[]; languages: Named[] } | null>(null);
  const [institutions, setInstitutions] = useState<Named[]>([]);
  const [attached, setAttached] = useState<profile.RecordDocument[]>([]);
  const documentTypes = useDocumentTypes();
  const form: UseFormReturnType<Values> = useForm({
    initialValues: qualificationValues(),
    validate: ruleErrors((values) => validateEducation(values)),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      const { record, jsonDoc } = splitDocument(values, 'EDN_EDU');
      const reply = await saveQualification({ ...record, DateAttendedTo: record.CurrentlyStudying ? '' : record.DateAttendedTo }, jsonDoc);
      showPopup(messages.titleSuccess, reply.message);
      onSaved();
    }),
    focusFirstError,
  );

  useInitialData(
    `${EDUCATION}/qualification/${id}`,
    () => loadQualificationEdit(id),
    (data) => {
      setLists(data);
      setInstitutions(data.institutions);
      setAttached(data.detail?.documents ?? []);
      form.initialize(qualificationValues(data.detail));
    },
    { audience: 'member', onFailed: onClose },
  );

  const chooseCountry = (countryFk: number) => {
    form.setFieldValue('InstStudyFk', 0);
    setInstitutions([]);
    if (countryFk) void loadLanguagesAndInstitutions(countryFk).then((data) => setInstitutions(data.institutions), () => undefined);
  };
  const studying = form.values.CurrentlyStudying;
  const listed = form.values.InstStudyFk > 0;
  const title = id ? t.editQualification : t.addQualification;

  return (
    <Dialog open onClose={onClose} title={title} part="dialog profile-qualification">
      <Loader active={!lists} variant="inline" />
      {lists && (
        <form onSubmit={submit} noValidate className="sa-edu-form" aria-label={title}>
          <FormError message={form.errors.form} className="sa-edu-form-wide" />
          <FormSelectField form={form} name="CountryId" label={t.country} required placeholder={t.choose} options={optionsOf(lists.countries)} onValueChange={(v) => chooseCountry(Number(v))} />
          <FormTextField form={form} name="Qualification" label={t.qualification} required maxLength={200} />
          <FormSelectField form={form} name="QulficationLevelFk" label={t.level} required placeholder={t.choose} options={optionsOf(lists.levels)} />
          <FormSelectField form={form} name="LanguageFK" label={t.language} required placeholder={t.choose} options={optionsOf(lists.languages)} />
          <FormSelectField form={form} name="InstStudyFk" label={t.institution} placeholder={t.institutionOther} options={optionsOf(institutions)} />
          {!listed && <FormTextField form={form} name="InstituteStudied" label={t.institutionTyped} required maxLength={200} />}
          <FormDateInput form={form} name="DateAttendedFrom" label={t.dateFrom} required />
          {studying ? (
            <FormDateInput form={form} name="EstimatedDateCompletion" label={t.estimatedCompletion} />
          ) : (
            <FormDateInput form={form} name="DateAttendedTo" label={t.dateTo} required />
          )}
          <FormCheckbox form={form} name="CurrentlyStudying" label={t.currentlyStudying} className="sa-edu-form-wide" />
          <FormTextField form={form} name="AwardingBody" label={t.awardingBody} maxLength={200} />
          <FormTextField form={form} name="SubjectGradeDate" label={t.subjectGradeDate} maxLength={1000} />
          <FormCheckbox form={form} name="HighestQualification" label={t.highest} className="sa-edu-form-wide" />
          <div className="sa-edu-form-wide">
            <DocumentField form={form} file="FileInfoId" fileName="FileName" docType="DocTypeId" documentTypes={documentTypes} attached={attached} />
          </div>
          <SaveCancel className="sa-edu-actions sa-edu-form-wide" busy={form.submitting} save={t.save} cancel={t.cancel} onCancel={onClose} />
        </form>
      )}
    </Dialog>
  );
}
