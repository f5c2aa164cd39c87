import { format, questionnaireMessages as t, isSingleChoiceQuestion, type questionnaire } from '@studyatlas/core';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { questionnaireCss } from './questionnaire.css.js';
import { DateInput } from '../../ui/date-input/date-input.js';
import { SelectField } from '../../ui/select-field/select-field.js';
import { Field } from '../../ui/text-field/field.js';
import { TextField } from '../../ui/text-field/text-field.js';
import { chosen, withChoices, withDetail, type AnswerDraft } from './answer-draft.js';
import { FileAnswer } from './file-answer.js';
import { RequiredMark } from '../../ui/text-field/required-mark.js';

export interface QuestionFieldsProps {
  question: questionnaire.Question;
  draft: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  /** The answer's message ('Please answer the question', or the server's refusal). */
  error: string | null;
  /** Show the date fields' own messages now (after Next). */
  showErrors: boolean;
}

function Legend({ text, required }: { text: string; required: boolean }) {
  return (
    <legend className="sa-label">
      {text}
      {required && <RequiredMark />}
    </legend>
  );
}

/** A group's message, which names the group's controls' description. */
export function GroupError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p className="sa-field-error" id={id} role="alert" part="field-error">
      {message}
    </p>
  ) : null;
}

/**
 * The controls of one question, per type (member §3): FT a text box, T several, C a text area, D one
 * or several typed dates, SC radio buttons, MC checkboxes, SD a drop-down, MD a list box of several
 * choices, F a file, FC a file and a comment. The question's text names the control (or the group).
 */
export function QuestionFields({ question, draft, onChange, error, showErrors }: QuestionFieldsProps) {
  useStylesheet('questionnaire', questionnaireCss);
  const { type, text, mandatory: required } = question;
  const errorId = `sa-question-${question.id}-error`;
  const ids = chosen(draft);
  const setChoices = (next: number[]) => onChange(withChoices(draft, next));
  const toggle = (id: number, on: boolean) => setChoices(on ? [...ids, id] : ids.filter((x) => x !== id));

  switch (type) {
    case 'FT':
      return <TextField label={text} required={required} error={error} value={draft.text} maxLength={4000} onValueChange={(value) => onChange({ ...draft, text: value })} />;
    case 'C':
      return (
        <Field label={text} required={required} error={error}>
          {(control) => (
            <textarea
              {...control}
              className="sa-input sa-questionnaire-textarea"
              part="input"
              rows={5}
              maxLength={4000}
              value={draft.text}
              onChange={(event) => onChange({ ...draft, text: event.target.value })}
            />
          )}
        </Field>
      );
    case 'T':
    case 'D': {
      const several = draft.details.length > 1;
      const box = (index: number) => {
        const detail = draft.details[index]!;
        const label = several ? format(type === 'T' ? t.textFieldLabel : t.dateFieldLabel, { n: index + 1 }) : text;
        const change = (value: string) => onChange(withDetail(draft, index, { text: value }));
        const own = several ? {} : { error };
        return type === 'T' ? (
          <TextField key={index} label={label} required={required && !several} value={detail.text} maxLength={4000} onValueChange={change} {...own} />
        ) : (
          <DateInput key={index} label={label} required={required && !several} value={detail.text} showErrors={showErrors} onChange={change} {...own} />
        );
      };
      if (!several) return box(0);
      return (
        <fieldset className="sa-questionnaire-group">
          <Legend text={text} required={required} />
          {draft.details.map((_, index) => box(index))}
          <GroupError id={errorId} message={error} />
        </fieldset>
      );
    }
    case 'SC':
    case 'MC':
      return (
        <fieldset className="sa-questionnaire-group" {...(error ? { 'aria-describedby': errorId } : {})}>
          <Legend text={text} required={required} />
          <ul className="sa-questionnaire-choices">
            {question.choices.map((choice) => (
              <li key={choice.id}>
                <label className="sa-checkbox">
                  <input
                    type={isSingleChoiceQuestion(type) ? 'radio' : 'checkbox'}
                    name={`sa-question-${question.id}`}
                    value={choice.id}
                    checked={ids.includes(choice.id)}
                    onChange={(event) => (type === 'SC' ? setChoices([choice.id]) : toggle(choice.id, event.target.checked))}
                  />
                  {choice.text}
                </label>
              </li>
            ))}
          </ul>
          <GroupError id={errorId} message={error} />
        </fieldset>
      );
    case 'SD':
      return (
        <SelectField
          label={text}
          required={required}
          error={error}
          value={ids[0] ? String(ids[0]) : ''}
          placeholder={t.choosePlaceholder}
          options={question.choices.map((c) => ({ value: String(c.id), label: c.text }))}
          onValueChange={(value) => setChoices(value ? [Number(value)] : [])}
        />
      );
    case 'MD':
      return (
        <Field label={text} required={required} error={error}>
          {(control) => (
            <select
              {...control}
              multiple
              size={Math.min(6, Math.max(3, question.choices.length))}
              className="sa-select sa-questionnaire-multi"
              part="select"
              value={ids.map(String)}
              onChange={(event) => setChoices([...event.target.selectedOptions].map((o) => Number(o.value)))}
            >
              {question.choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.text}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    case 'F':
    case 'FC':
      return (
        <FileAnswer
          label={text}
          required={required}
          withComment={type === 'FC'}
          detail={draft.details[0]!}
          error={error}
          errorId={errorId}
          onChange={(change) => onChange(withDetail(draft, 0, change))}
        />
      );
  }
}
