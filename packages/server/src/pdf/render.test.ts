import { describe, expect, it } from 'vitest';
import { messages } from '@studyatlas/core';
import { pdfPageTexts as pageTexts } from '../testing/pdf-text.js';
import { renderPdf, type PdfDocumentModel } from './index.js';

const count = (text: string, word: string) => text.split(word).length - 1;
const createdAt = new Date('2026-11-26T10:00:00Z');

const NAMES = ['Zoë Ångström-Łukasiewicz', 'Дмитрий Иванов', 'Νίκος', '李小龍', '山田太郎', '김민준'];
const ARABIC = 'محمد';

describe('renderPdf', () => {
  it('prints the title, every label and value, and names in Latin, Cyrillic, Greek, CJK and Arabic as text', async () => {
    const rows = [...NAMES, ARABIC].map((name, i) => ({ label: `Given name ${i + 1}`, value: name }));
    const pdf = await renderPdf({
      title: 'Application 12',
      subtitle: 'Submitted 26-Nov-2026',
      createdAt,
      sections: [
        { heading: 'Basic data', blocks: [{ kind: 'fields', rows }] },
        { heading: 'Courses', blocks: [{ kind: 'table', columns: ['Course', 'Institution'], rows: [['BSc Computing', '東京大学']] }] },
        { heading: 'Statement', blocks: [{ kind: 'text', text: 'I declare that the information is true — Дмитрий.' }] },
      ],
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [text, ...rest] = await pageTexts(pdf);
    expect(rest).toEqual([]);
    for (const expected of ['Application 12', 'Submitted 26-Nov-2026', 'Basic data', 'Courses', 'Course', 'Institution', 'BSc Computing', '東京大学', 'Statement', 'I declare that the information is true — Дмитрий.']) {
      expect(text).toContain(expected);
    }
    for (const { label, value } of rows) {
      expect(text).toContain(label);
      expect(text).toContain(value);
    }
  });

  // Each Arabic word is shaped and drawn right to left by fontkit (its letters come back in reading
  // order), and the words of a phrase are placed right to left by the bidi step (wrap.ts, bidi-js); a
  // text extractor joins them in drawing order, so a phrase's words come back last word first.
  it('draws each word of an Arabic name so that its letters read back in order', async () => {
    const pdf = await renderPdf({ title: 'T', createdAt, sections: [{ heading: 'H', blocks: [{ kind: 'text', text: 'محمد علي' }] }] });
    const [text] = await pageTexts(pdf);
    expect(text).toContain('محمد');
    expect(text).toContain('علي');
    expect(text!.indexOf('علي')).toBeLessThan(text!.indexOf('محمد')); // drawn right to left: the first word rightmost
  });

  // fontkit keeps one glyph object per glyph id; one first made by shaping carries no characters, and a
  // later document sharing the font then printed that letter as no text ('Apr' read back as 'pr').
  it('prints every letter as text in a document that follows one with Arabic and Latin shaped together', async () => {
    const mixed = { title: 'طلب Application', createdAt, sections: [{ heading: 'الأساسية Anrede', blocks: [{ kind: 'text' as const, text: `${ARABIC} Australia أبريل Apr 9 Atlas` }] }] };
    await renderPdf(mixed);
    const [text] = await pageTexts(await renderPdf({ title: 'Antrag', createdAt, sections: [{ heading: 'Anrede', blocks: [{ kind: 'fields', rows: [{ label: 'Geburtsdatum', value: '9. Apr. 2001' }, { label: 'Land', value: 'Australia' }] }] }] }));
    for (const expected of ['Antrag', 'Anrede', '9. Apr. 2001', 'Australia']) expect(text).toContain(expected);
  });

  it('spreads a long table over pages, repeats its header on each and never splits a row', async () => {
    // Every row spans one to four lines: a page end falls where a row would be cut if it could be.
    const rows = Array.from({ length: 120 }, (_, i) => {
      const id = `R${String(i).padStart(3, '0')}`;
      return [`${id}-course ${'with a long title '.repeat((i % 4) * 3)}${id}-end`, `${id}-institution`, `${id}-intake`];
    });
    const pdf = await renderPdf({
      title: 'Application 12',
      createdAt,
      sections: [{ heading: 'Courses', blocks: [{ kind: 'table', columns: ['Course title', 'Institution name', 'Intake date'], rows }] }],
    });
    const pages = await pageTexts(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) {
      expect(count(page, 'Course title')).toBe(1);
      expect(count(page, 'Institution name')).toBe(1);
    }
    for (let i = 0; i < rows.length; i++) {
      const id = `R${String(i).padStart(3, '0')}`;
      const holding = pages.filter((page) => page.includes(`${id}-course`));
      expect(holding, id).toHaveLength(1);
      for (const part of ['end', 'institution', 'intake']) expect(holding[0], `${id}-${part}`).toContain(`${id}-${part}`);
    }
  });

  it('keeps a section heading with its first row at a page end', async () => {
    // A paragraph of growing length pushes the next heading down through the bottom of the first page.
    let moved = 0;
    for (let lines = 36; lines <= 50; lines++) {
      const filler = Array.from({ length: lines }, (_, i) => `line ${i}`).join('\n');
      const model: PdfDocumentModel = {
        title: 'Keep',
        createdAt,
        sections: [
          { heading: 'Filler', blocks: [{ kind: 'text', text: filler }] },
          { heading: 'Passports', blocks: [{ kind: 'fields', rows: [{ label: 'Passport number', value: 'P-1234567' }] }] },
        ],
      };
      const pages = await pageTexts(await renderPdf(model));
      const headingPage = pages.findIndex((page) => page.includes('Passports'));
      if (headingPage > 0) moved++;
      expect(pages[headingPage], `${lines} lines`).toMatch(/Passport number\s*P-1234567/);
    }
    expect(moved).toBeGreaterThan(0); // the loop did reach the page end
  });

  it("says the catalogue's 'No records found' for an empty section and numbers every page 'Page N of M'", async () => {
    const pdf = await renderPdf({
      title: 'Application 12',
      createdAt,
      sections: [
        { heading: 'Visas', blocks: [] },
        { heading: 'Notes', blocks: [{ kind: 'text', text: 'A long note. '.repeat(900) }] },
      ],
    });
    const pages = await pageTexts(pdf);
    expect(messages.noRecords).toBe('No records found');
    expect(pages[0]).toContain(`Visas${messages.noRecords}`);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('draws a value longer than a page across pages without losing a word', async () => {
    const value = Array.from({ length: 1500 }, (_, i) => `w${i}`).join(' ');
    const pages = await pageTexts(await renderPdf({ title: 'Long', createdAt, sections: [{ heading: 'H', blocks: [{ kind: 'fields', rows: [{ label: 'Essay', value }] }] }] }));
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join(' ');
    for (const word of ['w0', 'w750', 'w1499']) expect(all).toContain(word);
  });

  it('gives the same bytes for the same model and creation date', async () => {
    const model: PdfDocumentModel = { title: 'Same', createdAt, sections: [{ heading: 'Names', blocks: [{ kind: 'text', text: NAMES.join(', ') }] }] };
    const [a, b] = [await renderPdf(model), await renderPdf(model)];
    expect(a.equals(b)).toBe(true);
  });

  it('wraps narrow table columns at word boundaries: a word is cut only when it is wider than a whole column (issue 24)', async () => {
    const long = 'A very long description of the awarding body and its accreditation history '.repeat(3);
    const rows = [
      ['India', 'Certificate', 'Senior Secondary Certificate', 'Delhi Public School', '01-Apr-2018', '31-Mar-2020', long, 'Distinction', 'Submitted cv.pdf'],
      ['Nepal', 'Diploma', 'Higher Secondary', 'Kathmandu Model College', '01-Apr-2020', '31-Mar-2022', long, 'First division', 'Submitted'],
    ];
    const columns = ['Country', 'Level', 'Qualification', 'Institution', 'From', 'To', 'Awarding body', 'Grades', 'Documents'];
    const pdf = await renderPdf({ title: 'Narrow', createdAt, sections: [{ heading: 'Qualifications', blocks: [{ kind: 'table', columns, rows }] }] });
    // Each drawn line is one text item: a word cut in two would come back as two items.
    const items = (await pageTexts(pdf, '\n')).join('\n').split('\n').map((item) => item.trim()).filter(Boolean);
    const words = new Set(items.flatMap((item) => item.split(/\s+/)));
    for (const word of ['India', 'Nepal', 'Certificate', 'Diploma', 'Submitted', 'Distinction', 'Secondary', 'Kathmandu', 'cv.pdf', 'accreditation', 'Qualification', 'Institution', 'Documents']) {
      expect(words, word).toContain(word);
    }
    // When the widest words alone overflow the page, only the widest columns give way: the others keep their words whole.
    const crowded = await renderPdf({
      title: 'Crowded',
      createdAt,
      sections: [{ heading: 'Q', blocks: [{ kind: 'table', columns, rows: [['India', 'Certificate', 'Qualification', 'Institution', 'From', 'To', 'Incomprehensibilities', 'Distinction', 'transcript-of-records-2020.pdf']] }] }],
    });
    const crowdedItems = (await pageTexts(crowded, '\n')).join('\n').split('\n').map((item) => item.trim());
    for (const word of ['India', 'Certificate', 'Distinction', 'Institution']) expect(crowdedItems, word).toContain(word);
    expect(crowdedItems.join('')).toContain('transcript-of-records-2020.pdf');
    // A single word wider than the whole content width is still cut (between its letters), never lost.
    const huge = 'X'.repeat(400);
    const [text] = await pageTexts(await renderPdf({ title: 'Huge', createdAt, sections: [{ heading: 'H', blocks: [{ kind: 'table', columns: ['A', 'B'], rows: [[huge, 'b']] }] }] }));
    expect(text).toContain(huge);
  });
});
