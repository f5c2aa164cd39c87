import PDFDocument from 'pdfkit';
import type { Font } from 'fontkit';
import type { PdfBlock, PdfDocumentModel, PdfLabels } from './model.js';
import type { Weight } from './fonts.js';
import { RunCache } from './runs.js';
import { widestUnit, wrapRuns, type Line, type MeasureWidth } from './wrap.js';
import { defaultPdfLabels, pageLabel } from './words.js';

/** A4 in points, and the page's furniture. */
const PAGE = { width: 595.28, height: 841.89, top: 56, bottom: 60, side: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.side;
const BOTTOM = PAGE.height - PAGE.bottom;
const FOOTER_BASELINE = PAGE.height - 30;

const TYPE = {
  title: { size: 18, weight: 700 as Weight, color: '#111827' },
  subtitle: { size: 10, weight: 400 as Weight, color: '#4b5563' },
  heading: { size: 12.5, weight: 700 as Weight, color: '#111827' },
  label: { size: 9.5, weight: 400 as Weight, color: '#4b5563' },
  body: { size: 9.5, weight: 400 as Weight, color: '#1f2937' },
  header: { size: 9.5, weight: 700 as Weight, color: '#111827' },
  footer: { size: 8.5, weight: 400 as Weight, color: '#6b7280' },
};
type Style = (typeof TYPE)[keyof typeof TYPE];

const LINE = 1.45; // line height, in font sizes (Noto's CJK and Arabic faces are tall)
const BASELINE = 1.11; // from a line's top to its baseline, in font sizes (Noto Sans: ascent 1.069)
const CELL_PAD_X = 5;
const CELL_PAD_Y = 4;
const FIELD_LABEL_WIDTH = Math.round(CONTENT_WIDTH * 0.32);
/** A table's type size: the body's, else smaller ones for a table whose words do not fit side by side. */
const TABLE_SIZES = [TYPE.body.size, 8.5, 7.5] as const;
/** Points a column keeps beyond its widest word, so rounding never pushes the word onto two lines. */
const WIDTH_SLACK = 0.5;
const RULE = '#d1d5db';
const HEADER_FILL = '#eef1f5';

const column = (columns: string[], i: number): string => columns[i] ?? '';

/** `widths` with the widest cut down to one common cap, so that they add up to `total` (which they exceed). */
function capped(widths: number[], total: number): number[] {
  const ascending = [...widths].sort((a, b) => a - b);
  let left = total;
  for (let i = 0; i < ascending.length; i++) {
    const cap = left / (ascending.length - i);
    if (ascending[i]! >= cap) return widths.map((w) => Math.min(w, cap));
    left -= ascending[i]!;
  }
  return widths;
}

/** One cell of a row: its lines, where it starts and how it is drawn. */
interface Cell {
  lines: Line[];
  x: number;
  width: number;
  style: Style;
}
interface Row {
  cells: Cell[];
  height: number;
  fill?: string;
}

/**
 * Renders the document model to a PDF (A4). Rows of fields and tables never split across pages (a
 * table's header repeats on each page it spans), a heading stays with its first row, and every page
 * says 'Page N of M'. Text in any script we import is drawn with embedded Noto fonts (see fonts.ts).
 */
export async function renderPdf(model: PdfDocumentModel): Promise<Buffer> {
  const labels: PdfLabels = { ...defaultPdfLabels(), ...model.labels };
  const runs = new RunCache();
  await prepareModel(model, labels, runs);

  const createdAt = model.createdAt ?? new Date();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.side, right: PAGE.side },
    bufferPages: true,
    displayTitle: true,
    info: { Title: model.title, CreationDate: createdAt, ModDate: createdAt, Producer: 'StudyAtlas', Creator: 'StudyAtlas' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const page = new PageWriter(doc, runs);
  page.paragraph(model.title, TYPE.title, 4);
  if (model.subtitle) page.paragraph(model.subtitle, TYPE.subtitle, 0);
  page.y += 10;

  for (const section of model.sections) {
    const heading = page.lines(section.heading, TYPE.heading, CONTENT_WIDTH);
    const headingHeight = heading.length * TYPE.heading.size * LINE + 8;
    const first = section.blocks[0];
    const keepWith = first ? page.firstRowHeight(first) : page.lines(labels.noRecords, TYPE.body, CONTENT_WIDTH).length * TYPE.body.size * LINE;
    page.y += 8;
    page.ensure(headingHeight + keepWith);
    page.drawLines(heading, PAGE.side, page.y, TYPE.heading);
    page.y += headingHeight - 6;
    page.rule(PAGE.side, page.y, CONTENT_WIDTH, '#9ca3af');
    page.y += 6;
    if (!first) page.paragraph(labels.noRecords, TYPE.body, 0);
    for (const block of section.blocks) page.block(block);
  }

  // The footer, once the page count is known.
  const { start, count } = doc.bufferedPageRange();
  const footers = Array.from({ length: count }, (_, i) => pageLabel(labels.pageOf, i + 1, count));
  for (const footer of footers) await runs.prepare(footer, TYPE.footer.weight);
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    const line = page.lines(footers[i]!, TYPE.footer, CONTENT_WIDTH)[0] ?? [];
    const width = line.reduce((sum, piece) => sum + piece.width, 0);
    page.drawLine(line, PAGE.side + (CONTENT_WIDTH - width) / 2, FOOTER_BASELINE, TYPE.footer);
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Every string of the model, split into font runs (loading the fonts they need) before layout. */
async function prepareModel(model: PdfDocumentModel, labels: PdfLabels, runs: RunCache): Promise<void> {
  const jobs: [string, Weight][] = [
    [model.title, TYPE.title.weight],
    [labels.noRecords, TYPE.body.weight],
  ];
  if (model.subtitle) jobs.push([model.subtitle, TYPE.subtitle.weight]);
  for (const section of model.sections) {
    jobs.push([section.heading, TYPE.heading.weight]);
    for (const block of section.blocks) {
      if (block.kind === 'text') jobs.push([block.text, TYPE.body.weight]);
      if (block.kind === 'fields') for (const row of block.rows) jobs.push([row.label, TYPE.label.weight], [row.value, TYPE.body.weight]);
      if (block.kind === 'table') {
        for (const column of block.columns) jobs.push([column, TYPE.header.weight]);
        for (const row of block.rows) for (const cell of row) jobs.push([cell, TYPE.body.weight]);
      }
    }
  }
  for (const [text, weight] of jobs) await runs.prepare(text, weight);
}

/** Draws on the current page and moves down it, adding pages as rows need. */
class PageWriter {
  y = PAGE.top;
  private readonly keys = new Map<Font, string>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly runs: RunCache,
  ) {}

  private use(font: Font, size: number): void {
    let key = this.keys.get(font);
    if (!key) {
      key = `font${this.keys.size + 1}`;
      this.keys.set(font, key);
      this.doc.registerFont(key, font as unknown as Buffer);
    }
    this.doc.font(key).fontSize(size);
  }

  private measure(style: Style): MeasureWidth {
    return (font: Font, s: string) => {
      this.use(font, style.size);
      return this.doc.widthOfString(s);
    };
  }

  lines(text: string, style: Style, width: number): Line[] {
    return wrapRuns(this.runs.get(text, style.weight), width, this.measure(style));
  }

  /** The widest word of a text: narrower than that, a line must cut it. */
  widestWord(text: string, style: Style): number {
    return widestUnit(this.runs.get(text, style.weight), this.measure(style));
  }

  /** Adds a page when `height` more does not fit on this one. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM || this.y <= PAGE.top) return false;
    this.doc.addPage();
    this.y = PAGE.top;
    return true;
  }

  drawLine(line: Line, x: number, baseline: number, style: Style): void {
    let at = x;
    for (const piece of line) {
      this.use(piece.font, style.size);
      this.doc.fillColor(style.color).text(piece.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
      at += piece.width;
    }
  }

  /** Lines from `top` down, one line height each. */
  drawLines(lines: Line[], x: number, top: number, style: Style): void {
    lines.forEach((line, i) => this.drawLine(line, x, top + i * style.size * LINE + style.size * BASELINE, style));
  }

  rule(x: number, y: number, width: number, color = RULE): void {
    this.doc.save().moveTo(x, y).lineTo(x + width, y).lineWidth(0.6).strokeColor(color).stroke().restore();
  }

  /** A paragraph across the content width; it may continue on the next page between lines. */
  paragraph(text: string, style: Style, after: number): void {
    const lineHeight = style.size * LINE;
    for (const line of this.lines(text, style, CONTENT_WIDTH)) {
      this.ensure(lineHeight);
      this.drawLines([line], PAGE.side, this.y, style);
      this.y += lineHeight;
    }
    this.y += after;
  }

  block(block: PdfBlock): void {
    if (block.kind === 'text') {
      this.paragraph(block.text, TYPE.body, 6);
    } else if (block.kind === 'fields') {
      for (const row of block.rows) this.row(this.fieldRow(row.label, row.value));
      this.y += 6;
    } else {
      const { widths, headerStyle, bodyStyle } = this.tableLayout(block.columns, block.rows);
      const header = this.tableRow(block.columns, widths, headerStyle, HEADER_FILL);
      this.row(header, header);
      for (const cells of block.rows) this.row(this.tableRow(cells, widths, bodyStyle), header);
      this.y += 8;
    }
  }

  /** The height a block's first row needs: a heading is kept with it. */
  firstRowHeight(block: PdfBlock): number {
    if (block.kind === 'text') return Math.min(2, this.lines(block.text, TYPE.body, CONTENT_WIDTH).length) * TYPE.body.size * LINE;
    if (block.kind === 'fields') return block.rows[0] ? this.fieldRow(block.rows[0].label, block.rows[0].value).height : 0;
    const { widths, headerStyle, bodyStyle } = this.tableLayout(block.columns, block.rows);
    const header = this.tableRow(block.columns, widths, headerStyle, HEADER_FILL);
    return header.height + (block.rows[0] ? this.tableRow(block.rows[0], widths, bodyStyle).height : 0);
  }

  private fieldRow(label: string, value: string): Row {
    const valueX = PAGE.side + FIELD_LABEL_WIDTH;
    return this.makeRow([
      this.cell(label, PAGE.side, FIELD_LABEL_WIDTH, TYPE.label),
      this.cell(value, valueX, CONTENT_WIDTH - FIELD_LABEL_WIDTH, TYPE.body),
    ]);
  }

  private tableRow(cells: string[], widths: number[], style: Style, fill?: string): Row {
    let x = PAGE.side;
    const row = this.makeRow(widths.map((width, i) => {
      const cell = this.cell(cells[i] ?? '', x, width, style);
      x += width;
      return cell;
    }));
    return fill ? { ...row, fill } : row;
  }

  private cell(text: string, x: number, width: number, style: Style): Cell {
    return { lines: this.lines(text, style, width - 2 * CELL_PAD_X), x, width, style };
  }

  private makeRow(cells: Cell[]): Row {
    const height = Math.max(...cells.map((c) => Math.max(1, c.lines.length) * c.style.size * LINE)) + 2 * CELL_PAD_Y;
    return { cells, height };
  }

  /**
   * Column widths as a browser lays out an automatic table: each column gets at least its widest
   * word (so words wrap at their boundaries, issue 24), and the room left is shared in proportion to
   * how much wider each column would like to be (its longest line, capped at half the page). When
   * the widest words alone overflow the page, the widest columns give way (down to one common
   * width) and only their longest words are cut; the narrow ones keep their words whole.
   */
  private columnWidths(columns: string[], rows: string[][], headerStyle: Style, bodyStyle: Style): { widths: number[]; fits: boolean } {
    const pad = 2 * CELL_PAD_X;
    const texts = (i: number) => [column(columns, i), ...rows.map((row) => row[i] ?? '')];
    const styleOf = (j: number) => (j === 0 ? headerStyle : bodyStyle);
    const lineWidth = (line: Line) => line.reduce((s, p) => s + p.width, 0);
    const minimum = columns.map((_, i) => Math.min(Math.max(...texts(i).map((text, j) => this.widestWord(text, styleOf(j)))) + pad + WIDTH_SLACK, CONTENT_WIDTH));
    const natural = columns.map((_, i) => {
      const widest = Math.max(...texts(i).map((text, j) => Math.max(0, ...this.lines(text, styleOf(j), Number.MAX_SAFE_INTEGER).map(lineWidth))));
      return Math.max(Math.min(Math.max(widest + pad, 48), CONTENT_WIDTH / 2), minimum[i]!);
    });
    const sum = (widths: number[]) => widths.reduce((total, w) => total + w, 0);
    const [least, most] = [sum(minimum), sum(natural)];
    if (most <= CONTENT_WIDTH) return { widths: natural.map((w) => (w / most) * CONTENT_WIDTH), fits: true };
    if (least > CONTENT_WIDTH) return { widths: capped(minimum, CONTENT_WIDTH), fits: false };
    const share = most === least ? 0 : (CONTENT_WIDTH - least) / (most - least);
    return { widths: minimum.map((w, i) => w + (natural[i]! - w) * share), fits: true };
  }

  /**
   * A table's column widths and type: the body size, or a smaller one (down to TABLE_SIZES' last)
   * when the widest words of a table with many columns do not fit side by side at the body size.
   */
  private tableLayout(columns: string[], rows: string[][]): { widths: number[]; headerStyle: Style; bodyStyle: Style } {
    let layout!: { widths: number[]; headerStyle: Style; bodyStyle: Style };
    for (const size of TABLE_SIZES) {
      const headerStyle = { ...TYPE.header, size };
      const bodyStyle = { ...TYPE.body, size };
      const { widths, fits } = this.columnWidths(columns, rows, headerStyle, bodyStyle);
      layout = { widths, headerStyle, bodyStyle };
      if (fits) break;
    }
    return layout;
  }

  /**
   * Draws a row whole on this page, or whole on the next one (after the table's header, `repeat`).
   * Only a row taller than a whole page is cut, between lines.
   */
  private row(row: Row, repeat?: Row): void {
    const fits = BOTTOM - PAGE.top - (repeat && repeat !== row ? repeat.height : 0);
    if (row.height <= fits) {
      if (this.ensure(row.height) && repeat && repeat !== row) this.drawRow(repeat);
      this.drawRow(row);
      return;
    }
    // Taller than a page: line by line.
    const lineCount = Math.max(...row.cells.map((c) => c.lines.length));
    for (let i = 0; i < lineCount; i++) {
      const part = {
        ...row,
        cells: row.cells.map((c) => ({ ...c, lines: c.lines[i] ? [c.lines[i]!] : [] })),
      };
      const height = Math.max(...part.cells.map((c) => c.style.size * LINE)) + 2 * CELL_PAD_Y;
      if (this.ensure(height) && repeat && repeat !== row) this.drawRow(repeat);
      this.drawRow({ ...part, height });
    }
  }

  private drawRow(row: Row): void {
    if (row.fill) {
      const x = row.cells[0]!.x;
      const width = row.cells.reduce((sum, c) => sum + c.width, 0);
      this.doc.save().rect(x, this.y, width, row.height).fill(row.fill).restore();
    }
    for (const cell of row.cells) this.drawLines(cell.lines, cell.x + CELL_PAD_X, this.y + CELL_PAD_Y, cell.style);
    this.y += row.height;
    this.rule(PAGE.side, this.y, CONTENT_WIDTH);
  }
}
