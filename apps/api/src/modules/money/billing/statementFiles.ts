// A statement as files the brand keeps: CSV (the header, then a line per claim and the total) and PDF
// (pdfkit, loaded only here, when a PDF is made). Amounts in dollars with two decimals and thousands
// separators; every line names its claim.
import type { StatementDetail } from '@console/contract';
import { csvLine } from '../../csv.ts';

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 → '1,234.56' */
export const plainDollars = (cents: number) => amount.format(cents / 100);
/** 123456 → '$1,234.56' */
export const dollars = (cents: number) => `$${plainDollars(cents)}`;

const STATUS_WORDS: Record<StatementDetail['status'], string> = {
  issued: 'Issued, not charged yet',
  paid: 'Paid',
  failed: 'Charge failed',
};

/** The month a period names: '2026-10' → 'October 2026'. */
export function periodName(period: string): string {
  return new Date(`${period}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const day = (iso: string) => iso.slice(0, 10);

/** The file name of a statement's downloads: 'statement-ST-202610-3.csv'. */
export function statementFileName(statement: StatementDetail, extension: 'csv' | 'pdf'): string {
  return `statement-${statement.number}.${extension}`;
}

/** What the statement covers, in words. */
function coverage(statement: StatementDetail): string {
  return statement.kind === 'monthly'
    ? periodName(statement.period)
    : `Compensation through ${day(statement.coversThrough)} (issued early)`;
}

export function statementCsv(statement: StatementDetail): string {
  const lines = [
    csvLine(['Statement', statement.number]),
    csvLine(['Brand', statement.brandName]),
    csvLine(['Covers', coverage(statement)]),
    csvLine(['Issued', day(statement.issuedAt)]),
    csvLine(['Status', STATUS_WORDS[statement.status]]),
    csvLine(['Total (USD)', plainDollars(statement.totalCents)]),
    csvLine([]),
    csvLine(['Claim', 'Retailer', 'Compensated on', 'Description', 'Amount (USD)']),
    ...statement.lines.map((line) =>
      csvLine([
        line.claimNumber,
        line.retailerName,
        day(line.compensatedAt),
        line.description,
        plainDollars(line.amountCents),
      ]),
    ),
    csvLine(['Total', null, null, `${statement.lines.length} claims`, plainDollars(statement.totalCents)]),
  ];
  return lines.join('');
}

/** The statement as a one- or more-page PDF (US Letter). */
export async function statementPdf(statement: StatementDetail): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `Statement ${statement.number}`, Author: 'Console', Subject: statement.brandName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(18).text(`Statement ${statement.number}`);
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#444444');
  doc.text(statement.brandName);
  doc.text(coverage(statement));
  doc.text(`Issued ${day(statement.issuedAt)} · ${STATUS_WORDS[statement.status]}`);
  if (statement.paidAt) doc.text(`Paid ${day(statement.paidAt)}`);
  doc.moveDown();
  doc
    .fillColor('#000000')
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(`Total ${dollars(statement.totalCents)}`);
  doc.moveDown();

  // A table: claim, retailer, compensated on, amount (right-aligned).
  const columns = [
    { title: 'Claim', x: left, width: 90, align: 'left' as const },
    { title: 'Retailer', x: left + 95, width: 200, align: 'left' as const },
    { title: 'Compensated on', x: left + 300, width: 100, align: 'left' as const },
    { title: 'Amount', x: left + 400, width: width - 400, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    for (const [index, column] of columns.entries()) {
      doc.text(cells[index] ?? '', column.x, y, {
        width: column.width,
        height: 12,
        align: column.align,
        lineBreak: false,
        ellipsis: true,
      });
    }
    doc.moveDown(0.6);
    doc.x = left;
  };
  row(
    columns.map((column) => column.title),
    true,
  );
  doc
    .moveTo(left, doc.y - 3)
    .lineTo(left + width, doc.y - 3)
    .strokeColor('#999999')
    .stroke();
  for (const line of statement.lines) {
    row([line.claimNumber, line.retailerName, day(line.compensatedAt), dollars(line.amountCents)]);
  }
  doc
    .moveTo(left, doc.y - 3)
    .lineTo(left + width, doc.y - 3)
    .stroke();
  row(['Total', `${statement.lines.length} claims`, '', dollars(statement.totalCents)], true);

  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444444')
    .text(
      'The warranty compensation the platform paid your dealers on your behalf, charged to your card on file.',
      left,
      doc.y,
      { width },
    );
  doc.end();
  return finished;
}
