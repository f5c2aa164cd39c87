import { describe, expect, it } from 'vitest';
import { normalizeAnswer, validateAnswer, type QuestionRuleInput } from './questionnaire.js';
import type { QuestionType } from '../contracts/questionnaire.js';

const q = (type: QuestionType, values: Partial<QuestionRuleInput> = {}): QuestionRuleInput => ({
  type,
  mandatory: true,
  fieldCount: 1,
  choices: [{ id: 11 }, { id: 12 }, { id: 13 }],
  ...values,
});
const texts = (...values: string[]) => values.map((text) => ({ text }));
const choices = (...ids: number[]) => ids.map((choiceFk) => ({ choiceFk }));
const REQUIRED = 'Please answer the question';

describe('validateAnswer', () => {
  it('refuses an empty mandatory answer of every type with the specification message', () => {
    const empty = { text: '   ', details: [] };
    for (const type of ['FT', 'T', 'C', 'D', 'SC', 'MC', 'SD', 'MD', 'F', 'FC'] as const) {
      expect(validateAnswer(q(type), empty), type).toBe(REQUIRED);
      expect(validateAnswer(q(type, { mandatory: false }), empty), type).toBeNull();
    }
    expect(validateAnswer(q('T', { fieldCount: 3 }), { text: '', details: texts(' ', '', '') })).toBe(REQUIRED);
    expect(validateAnswer(q('FC'), { text: '', details: [{ fileFk: 0, text: 'a comment without a file' }] })).toBe(REQUIRED);
    expect(validateAnswer(q('SC'), { text: '', details: choices(0) })).toBe(REQUIRED);
  });

  it('accepts one non-empty value per type', () => {
    expect(validateAnswer(q('FT'), { text: 'Kathmandu', details: [] })).toBeNull();
    expect(validateAnswer(q('C'), { text: 'Long\ntext', details: [] })).toBeNull();
    expect(validateAnswer(q('T', { fieldCount: 3 }), { text: '', details: texts('', 'second', '') })).toBeNull();
    expect(validateAnswer(q('D'), { text: '', details: texts('2024-02-29') })).toBeNull();
    expect(validateAnswer(q('SC'), { text: '', details: choices(12) })).toBeNull();
    expect(validateAnswer(q('MC'), { text: '', details: choices(11, 13) })).toBeNull();
    expect(validateAnswer(q('SD'), { text: '', details: choices(13) })).toBeNull();
    expect(validateAnswer(q('MD'), { text: '', details: choices(11, 12, 13) })).toBeNull();
    expect(validateAnswer(q('F'), { text: '', details: [{ fileFk: 5 }] })).toBeNull();
    expect(validateAnswer(q('FC'), { text: '', details: [{ fileFk: 5, text: 'my transcript' }] })).toBeNull();
  });

  it('takes one choice for SC and SD, and only the question’s own choices', () => {
    expect(validateAnswer(q('SC'), { text: '', details: choices(11, 12) })).toBe('Please choose only one answer.');
    expect(validateAnswer(q('SD', { mandatory: false }), { text: '', details: choices(11, 12) })).toBe('Please choose only one answer.');
    expect(validateAnswer(q('SC'), { text: '', details: choices(11, 11) })).toBeNull();
    expect(validateAnswer(q('MC'), { text: '', details: choices(11, 99) })).toBe("Please choose one of the question's answers.");
    expect(validateAnswer(q('SD'), { text: '', details: choices(99) })).toBe("Please choose one of the question's answers.");
  });

  it('refuses dates that are not real yyyy-MM-dd days', () => {
    for (const bad of ['2023-02-29', '2024-13-01', '01-02-2024', '2024-1-1', 'tomorrow']) {
      expect(validateAnswer(q('D', { mandatory: false }), { text: '', details: texts(bad) }), bad).toBe('Please enter a valid date.');
    }
    expect(validateAnswer(q('D', { fieldCount: 2 }), { text: '', details: texts('2024-01-01', '2024-02-30') })).toBe('Please enter a valid date.');
  });

  it('takes at most the field count of boxes, dates and files', () => {
    expect(validateAnswer(q('T', { fieldCount: 2 }), { text: '', details: texts('a', 'b', 'c') })).toBe('This question takes at most 2 answers.');
    expect(validateAnswer(q('T', { fieldCount: 2 }), { text: '', details: texts('a', 'b', '') })).toBeNull();
    expect(validateAnswer(q('D'), { text: '', details: texts('2024-01-01', '2024-01-02') })).toBe('This question takes at most 1 answers.');
    expect(validateAnswer(q('F'), { text: '', details: [{ fileFk: 1 }, { fileFk: 2 }] })).toBe('This question takes at most 1 answers.');
  });
});

describe('normalizeAnswer', () => {
  it('keeps what each type stores', () => {
    expect(normalizeAnswer(q('FT'), { text: '  hi ', details: choices(11) })).toEqual({ text: 'hi', details: [] });
    expect(normalizeAnswer(q('T'), { text: 'x', details: texts(' a', '', 'b ', '', '') })).toEqual({
      text: '',
      details: [
        { choiceFk: 0, text: 'a', fileFk: 0 },
        { choiceFk: 0, text: '', fileFk: 0 },
        { choiceFk: 0, text: 'b', fileFk: 0 },
      ],
    });
    expect(normalizeAnswer(q('MC'), { text: '', details: choices(12, 0, 12, 11) }).details.map((d) => d.choiceFk)).toEqual([12, 11]);
    expect(normalizeAnswer(q('F'), { text: '', details: [{ fileFk: 3, text: 'dropped' }, { fileFk: 0 }] }).details).toEqual([{ choiceFk: 0, text: '', fileFk: 3 }]);
    expect(normalizeAnswer(q('FC'), { text: '', details: [{ fileFk: 3, text: ' kept ' }] }).details).toEqual([{ choiceFk: 0, text: 'kept', fileFk: 3 }]);
  });
});
