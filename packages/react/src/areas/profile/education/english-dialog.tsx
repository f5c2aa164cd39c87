import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useInitialData } from '../../../data/use-initial-data.js';
import { EDUCATION } from '../query-keys.js';
import { SaveCancel } from '../../../form-kit/save-cancel.js';
import {
  educationLabels as t,
  format,
  loadEnglishDialog,
  messages,
  parseScoreRange,
  saveEnglishScore,
  showPopup,
  todayApiDate,
  validateEnglishScore,
  type profile,
} from '@studyatlas/core';
import { FormDateInput, FormSelectField, FormTextField, focusFirstError, recheckShown, ruleErrors, withServerErrors, messageOf } from '../../../form-kit/index.js';
import { Dialog } from '../../../ui/dialog/dialog.js';
import { FormError } from '../../../ui/form-error/form-error.js';
import { Loader } from '../../../ui/loader/loader.js';
import { optionsOf } from '../../../ui/select-field/select-field.js';
import { PlaceFields } from '../place-fields.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { DocumentField } from '../documents/document-field.js';
import { profileEducationCss } from './education.css.js';
import { NO_DOCUMENT, splitDocument, useDocumentTypes, type DocumentFormValues } from './record-document.js';

type Values = profile.EnglishScoreDetailJson & DocumentFormValues;
type Module = profile.EnglishModuleRow;

const scoresOf = (modules: readonly Module[]) => modules.map((m) => ({ EngModScoreId: m.id, ScoreValue: m.scoreValue }));

/** The form's values for an English test (a new one when none is given). */
export function englishValues(row: profile.EnglishTestRow | null, modules: readonly Module[]): Values {
  return {
    EngDetailId: row?.id ?? 0,
    TestType: 'E',
    EngModId: row?.testId ?? 0,
    TestDate: row?.testDate ?? '',
    TestReportNo: row?.reportNo ?? '',
    Status: 'A',
    EnglishTestScore: scoresOf(modules),
    CountryId: row?.countryId ?? 0,
    StateId: row?.stateId ?? 0,
    CityId: row?.cityId ?? 0,
    City: '',
    TestName: '',
    AwardBy: '',
    AwardName: '',
    ScoreValue: '',
    ...NO_DOCUMENT,
  };
}

export interface EnglishDialogProps {
  /** The English test to edit; 0 adds one. */
  id: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add or edit an English test score (member §3, §5): the test, its date (not in the future), report
 * number, place, and a score grid of the chosen test's modules, each checked against its type,
 * range and multiplier ('Please enter all the scores in valid multipliers of 0.5' for IELTS 7.3), and
 * a document with its type (EDN_ENG; those attached are listed with a download).
 */
export function EnglishDialog({ id, onClose, onSaved }: EnglishDialogProps) {
  useStylesheet('profile-education', profileEducationCss);
  const [tests, setTests] = useState<Array<{ id: number; name: string }> | null>(null);
  const [modules, setModules] = useState<Module[]>([]);
  const [loadingGrid, setLoadingGrid] = useState(false);
  const [attached, setAttached] = useState<profile.RecordDocument[]>([]);
  const documentTypes = useDocumentTypes();
  const form: UseFormReturnType<Values> = useForm({
    initialValues: englishValues(null, []),
    validate: ruleErrors((values) => validateEnglishScore(values, modules, todayApiDate())),
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
    `${EDUCATION}/english/${id}`,
    () => loadEnglishDialog(0, 'E', id),
    (data) => {
      setTests(data.tests);
      setModules(data.modules);
      setAttached(data.english?.documents ?? []);
      form.initialize(englishValues(data.english, data.modules));
    },
    { audience: 'member', onFailed: onClose },
  );

  const chooseTest = (testId: number) => {
    setModules([]);
    form.setFieldValue('EnglishTestScore', []);
    if (!testId) return;
    setLoadingGrid(true);
    void loadEnglishDialog(testId, 'E', id).then(
      (data) => {
        setModules(data.modules);
        form.setFieldValue('EnglishTestScore', scoresOf(data.modules));
        setLoadingGrid(false);
      },
      () => setLoadingGrid(false),
    );
  };
  const title = id ? t.editEnglish : t.addEnglish;

  return (
    <Dialog open onClose={onClose} title={title} part="dialog profile-english">
      <Loader active={!tests} variant="inline" />
      {tests && (
        <form onSubmit={submit} noValidate className="sa-edu-form" aria-label={title}>
          <FormError message={form.errors.form ?? messageOf(form.errors, 'EnglishTestScore')} className="sa-edu-form-wide" />
          <FormSelectField form={form} name="EngModId" label={t.test} required placeholder={t.choose} options={optionsOf(tests)} onValueChange={(v) => chooseTest(Number(v))} />
          <FormDateInput form={form} name="TestDate" label={t.testDate} required />
          <FormTextField form={form} name="TestReportNo" label={t.reportNo} required maxLength={100} />
          <fieldset className="sa-edu-score-grid sa-edu-form-wide">
            <legend className="sa-edu-score-legend">{t.scores}</legend>
            <Loader active={loadingGrid} variant="inline" />
            {modules.length === 0 && !loadingGrid && <p className="sa-edu-muted">{t.chooseTestFirst}</p>}
            <div className="sa-edu-score-fields">
              {modules.map((module, index) => {
                const range = parseScoreRange(module.range);
                return (
                  <FormTextField
                    key={module.id}
                    form={form}
                    name={`EnglishTestScore.${index}.ScoreValue`}
                    label={module.name}
                    hint={range ? format(t.scoreRangeHint, { min: range.min, max: range.max }) : undefined}
                    inputMode={module.scoreType === 'D' ? 'decimal' : 'numeric'}
                    required
                    maxLength={20}
                  />
                );
              })}
            </div>
          </fieldset>
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
