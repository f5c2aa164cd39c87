import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useInitialData } from '../../../data/use-initial-data.js';
import { EDUCATION } from '../query-keys.js';
import { SaveCancel } from '../../../form-kit/save-cancel.js';
import { educationLabels as t, loadEnglishDialog, messages, saveEnglishScore, showPopup, todayApiDate, validateOtherTest, type profile } from '@studyatlas/core';
import { FormDateInput, FormTextField, focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../../form-kit/index.js';
import { Dialog } from '../../../ui/dialog/dialog.js';
import { FormError } from '../../../ui/form-error/form-error.js';
import { Loader } from '../../../ui/loader/loader.js';
import { PlaceFields } from '../place-fields.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { DocumentField } from '../documents/document-field.js';
import { profileEducationCss } from './education.css.js';
import { NO_DOCUMENT, splitDocument, useDocumentTypes, type DocumentFormValues } from './record-document.js';

type Values = profile.EnglishScoreDetailJson & DocumentFormValues;

/** The form's values for an other test (a new one when none is given). */
export function otherTestValues(row: profile.OtherTestRow | null): Values {
  return {
    EngDetailId: row?.id ?? 0,
    TestType: 'O',
    EngModId: 0,
    TestDate: row?.testDate ?? '',
    TestReportNo: row?.reportNo ?? '',
    Status: 'A',
    EnglishTestScore: [],
    CountryId: row?.countryId ?? 0,
    StateId: row?.stateId ?? 0,
    CityId: row?.cityId ?? 0,
    City: '',
    TestName: row?.testName ?? '',
    AwardBy: row?.awardBy ?? '',
    AwardName: row?.awardName ?? '',
    ScoreValue: row?.scoreValue ?? '',
    ...NO_DOCUMENT,
  };
}

export interface OtherTestDialogProps {
  /** The other test to edit; 0 adds one. */
  id: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add or edit an other test (member §3, §5): name, date, report number, awarding organisation, award,
 * scores text, place, and a document with its type (EDN_ENG; those attached are listed with a download).
 */
export function OtherTestDialog({ id, onClose, onSaved }: OtherTestDialogProps) {
  useStylesheet('profile-education', profileEducationCss);
  const [ready, setReady] = useState(id === 0);
  const [attached, setAttached] = useState<profile.RecordDocument[]>([]);
  const documentTypes = useDocumentTypes();
  const form: UseFormReturnType<Values> = useForm({
    initialValues: otherTestValues(null),
    validate: ruleErrors((values) => validateOtherTest(values, todayApiDate())),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      const { record, jsonDoc } = splitDocument(values, 'EDN_ENG');
      const reply = await saveEnglishScore(record, jsonDoc);
      showPopup(messages.titleSuccess, reply.message);
      onSaved();
    }),
    focusFirstError,
  );

  useInitialData(
    id === 0 ? null : `${EDUCATION}/other/${id}`,
    () => loadEnglishDialog(0, 'O', id),
    (data) => {
      setAttached(data.other?.documents ?? []);
      form.initialize(otherTestValues(data.other));
      setReady(true);
    },
    { audience: 'member', onFailed: onClose },
  );
  const title = id ? t.editOther : t.addOther;

  return (
    <Dialog open onClose={onClose} title={title} part="dialog profile-other-test">
      <Loader active={!ready} variant="inline" />
      {ready && (
        <form onSubmit={submit} noValidate className="sa-edu-form" aria-label={title}>
          <FormError message={form.errors.form} className="sa-edu-form-wide" />
          <FormTextField form={form} name="TestName" label={t.testName} required maxLength={200} />
          <FormDateInput form={form} name="TestDate" label={t.testDate} required />
          <FormTextField form={form} name="TestReportNo" label={t.reportNo} required maxLength={100} />
          <FormTextField form={form} name="AwardBy" label={t.awardBy} required maxLength={200} />
          <FormTextField form={form} name="AwardName" label={t.awardName} required maxLength={200} />
          <FormTextField form={form} name="ScoreValue" label={t.scoresText} required maxLength={500} />
          <PlaceFields form={form} country="CountryId" state="StateId" city="CityId" required />
          <div className="sa-edu-form-wide">
            <DocumentField form={form} file="FileInfoId" fileName="FileName" docType="DocTypeId" documentTypes={documentTypes} attached={attached} />
          </div>
          <SaveCancel className="sa-edu-actions sa-edu-form-wide" busy={form.submitting} save={t.save} cancel={t.cancel} onCancel={onClose} />
        </form>
      )}
    </Dialog>
  );
}
