import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { languageLocales, type Language } from '@portal/contract/languages';
import PDFDocument from 'pdfkit';
import type { Statement } from './statement';
import { dayLabel, dollars, kindLabel, monthLabel, statementTexts } from './statement-texts';

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** DejaVu Sans from its npm package (every accent and ñ), read once per process and embedded as a subset. */
function statementFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

const MARGIN = 50;
/** x and width of each column: date, center, visit number, kind, amount (right-aligned). */
const COLUMNS: { x: number; width: number; align?: 'right' }[] = [
  { x: MARGIN, width: 62 },
  { x: 114, width: 140 },
  { x: 256, width: 70 },
  { x: 328, width: 140 },
  { x: 470, width: 92, align: 'right' },
];
const ROW = 18;

/**
 * The statement as a tagged PDF (issue 34): the title, who, the period, the date made and the company as paragraphs;
 * the payments as a table (one row per payment, a subtotal row per month, the total; the kind column names the
 * summary rows); an empty period says so; the notice. Fonts embedded,
 * the document's language and title set, so screen readers read it in order and in the right language. The
 * creation date is the statement's own (the injected clock), so the same statement makes the same file.
 */
export function statementPdf(statement: Statement, lang: Language, companyName: string): Promise<Buffer> {
  const t = statementTexts[lang];
  const { regular, bold } = statementFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    displayTitle: true,
    lang: languageLocales[lang],
    info: {
      Title: `${t.title} ${statement.from} – ${statement.to}`,
      Author: companyName,
      CreationDate: statement.madeAt,
      ModDate: statement.madeAt,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const paragraph = (tag: 'H1' | 'P', text: string, font: 'regular' | 'bold' = 'regular', size = 10) =>
    doc.addStructure(
      doc.struct(tag, {}, () => {
        doc.font(font).fontSize(size).text(text, MARGIN, doc.y);
      }),
    );
  paragraph('H1', t.title, 'bold', 18);
  paragraph('P', companyName, 'bold', 11);
  paragraph('P', `${t.donor}: ${statement.donorName}`);
  paragraph('P', `${t.donorNumber}: ${statement.donorNumber}`);
  paragraph('P', `${t.period}: ${dayLabel(statement.from, lang)} – ${dayLabel(statement.to, lang)}`);
  paragraph('P', `${t.madeOn}: ${dayLabel(statement.madeAt.toISOString().slice(0, 10), lang)}`);
  doc.moveDown();

  const table = doc.struct('Table');
  doc.addStructure(table);
  const row = (cells: string[], header: boolean, font: 'regular' | 'bold' = header ? 'bold' : 'regular') => {
    if (doc.y + ROW > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    doc.font(font).fontSize(8.5);
    const cellTag = header ? 'TH' : 'TD';
    table.add(
      doc.struct(
        'TR',
        {},
        COLUMNS.map((column, i) =>
          doc.struct(cellTag, {}, () => {
            doc.text(cells[i] ?? '', column.x, y, { width: column.width, align: column.align ?? 'left', lineBreak: false });
          }),
        ),
      ),
    );
    doc.x = MARGIN;
    doc.y = y + ROW;
  };
  row([t.date, t.center, t.visitNumber, t.kind, t.amount], true);
  for (const month of statement.months) {
    for (const line of month.lines) {
      row([dayLabel(line.date, lang), line.center, line.visitNumber, kindLabel(t, line.kind), dollars(line.amountCents, lang)], false);
    }
    row(['', '', '', `${t.subtotal} ${monthLabel(month.month, lang)}`, dollars(month.subtotalCents, lang)], false, 'bold');
  }
  if (statement.months.length === 0) paragraph('P', t.empty);
  row(['', '', '', t.total, dollars(statement.totalCents, lang)], false, 'bold');
  table.end();

  doc.moveDown();
  paragraph('P', t.notice, 'regular', 9);
  doc.end();
  return done;
}
