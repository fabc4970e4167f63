// The service order PDF (domain §2.6 ServiceOrderDocument): what was done at the customer's place, printed
// with the brand, the unit, the times on the customer's clock, the parts and the customer's signature.
// pdfkit, loaded only when a PDF is made. The same data gives the same bytes (the creation date is the issue
// time), so an issued version can always be checked against its stored SHA-256.
import {
  type OnsitePart,
  type OnsitePriority,
  type OnsiteServiceType,
  zoneAbbreviation,
} from '@console/contract';

/** The layout's version, stored with each document: a new layout never changes a PDF already issued. */
export const TEMPLATE_VERSION = 1;

export interface ServiceOrderPdfData {
  brand: {
    name: string;
    /** Street, city, state and ZIP as lines (empty when the brand has not given them). */
    addressLines: string[];
    /** The brand's logo (a PNG or JPEG), or null. */
    logo: Buffer | null;
  };
  jobNumber: string;
  version: number;
  issuedAt: Date;
  /** Why this version was issued again (null for the first). */
  reason: string | null;
  customer: {
    name: string;
    phone: string | null;
    email: string | null;
    address: string;
    city: string;
    state: string;
    zip: string;
    /** The times are printed on this clock. */
    timezone: string;
  };
  unit: { model: string | null; serialNumber: string | null };
  serviceType: OnsiteServiceType;
  priority: OnsitePriority;
  scheduledStart: Date | null;
  actualStart: Date | null;
  actualEnd: Date | null;
  technician: string | null;
  description: string | null;
  resolution: string | null;
  parts: OnsitePart[];
  /** The customer's signature (a PNG or JPEG) and the name they signed with, or null when not signed. */
  signature: { image: Buffer; signedBy: string } | null;
}

const SERVICE_TYPE_NAMES: Record<OnsiteServiceType, string> = {
  diagnosis: 'Diagnosis',
  repair: 'Repair',
  maintenance: 'Maintenance',
  recall: 'Recall',
  delivery_setup: 'Delivery and setup',
};

const PRIORITY_NAMES: Record<OnsitePriority, string> = {
  urgent: 'Urgent',
  high: 'High',
  normal: 'Normal',
  low: 'Low',
};

/** The name a version is downloaded as: 'OSJ-000123-v2.pdf'. */
export function serviceOrderFileName(jobNumber: string, version: number): string {
  return `${jobNumber}-v${version}.pdf`;
}

/** 'Nov 27, 2026, 9:05 AM PST' on the zone's clock; '—' for no time. */
export function clockTime(at: Date | null, timezone: string): string {
  if (!at) return '—';
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  return `${text} ${zoneAbbreviation(at, timezone)}`;
}

const GREY = '#555555';
const RULE = '#999999';

/** The service order as a US Letter PDF (more pages when the parts or the notes are long). */
export async function renderServiceOrderPdf(data: ServiceOrderPdfData): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: `Service order ${data.jobNumber} v${data.version}`,
      Author: data.brand.name,
      Subject: `Service order ${data.jobNumber}`,
      Creator: 'Console',
      CreationDate: data.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.page.margins.top;
  const zone = data.customer.timezone;

  // The header: the brand (logo, name, address) on the left, the document on the right.
  let brandX = left;
  if (data.brand.logo) {
    doc.image(data.brand.logo, left, top, { fit: [90, 48] });
    brandX = left + 100;
  }
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#000000');
  doc.text(data.brand.name, brandX, top, { width: 250 });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const line of data.brand.addressLines) doc.text(line, brandX, doc.y, { width: 250 });
  const brandBottom = Math.max(doc.y, data.brand.logo ? top + 48 : doc.y);

  const rightX = left + width - 200;
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#000000');
  doc.text('Service order', rightX, top, { width: 200, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  doc.text(data.jobNumber, rightX, doc.y, { width: 200, align: 'right' });
  doc.text(`Version ${data.version}`, rightX, doc.y, { width: 200, align: 'right' });
  doc.fillColor(GREY).text(`Issued ${clockTime(data.issuedAt, zone)}`, rightX, doc.y, {
    width: 200,
    align: 'right',
  });

  doc.y = Math.max(brandBottom, doc.y) + 14;
  rule(doc, left, width);

  const heading = (title: string) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#000000').text(title, left, doc.y, { width });
    doc.moveDown(0.2);
  };
  const field = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(GREY).text(label, left, y, { width: 120 });
    doc.fillColor('#000000').text(value, left + 125, y, { width: width - 125 });
    doc.x = left;
  };
  const paragraph = (value: string) => {
    doc.font('Helvetica').fontSize(10).fillColor('#000000').text(value, left, doc.y, { width });
  };

  heading('Customer');
  field('Name', data.customer.name);
  field(
    'Address',
    `${data.customer.address}\n${data.customer.city}, ${data.customer.state} ${data.customer.zip}`,
  );
  if (data.customer.phone) field('Phone', data.customer.phone);
  if (data.customer.email) field('E-mail', data.customer.email);

  heading('Unit and service');
  field('Model', data.unit.model ?? '—');
  field('Serial number', data.unit.serialNumber ?? '—');
  field('Service type', SERVICE_TYPE_NAMES[data.serviceType]);
  field('Priority', PRIORITY_NAMES[data.priority]);
  field('Technician', data.technician ?? '—');

  heading('Times');
  field('ETA', clockTime(data.scheduledStart, zone));
  field('Work started', clockTime(data.actualStart, zone));
  field('Work finished', clockTime(data.actualEnd, zone));

  if (data.description) {
    heading('Reported problem');
    paragraph(data.description);
  }

  heading('Work done');
  paragraph(data.resolution ?? '—');

  heading('Parts');
  partsTable(doc, left, width, data.parts);

  heading('Customer signature');
  if (data.signature) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 110) doc.addPage();
    const y = doc.y;
    doc.image(data.signature.image, left, y, { fit: [220, 80] });
    doc.y = y + 84;
    rule(doc, left, 220);
    doc.moveDown(0.3);
    paragraph(`Signed by ${data.signature.signedBy}`);
  } else {
    paragraph('Not signed.');
  }

  doc.moveDown(1.2);
  doc.font('Helvetica').fontSize(8).fillColor(GREY);
  if (data.reason) doc.text(`Reissued as version ${data.version}: ${data.reason}`, left, doc.y, { width });
  doc.text(
    `Times are shown on the customer's clock (${zone}). Service order template ${TEMPLATE_VERSION}.`,
    left,
    doc.y,
    { width },
  );
  doc.end();
  return finished;
}

type Doc = PDFKit.PDFDocument;

function rule(doc: Doc, x: number, width: number): void {
  doc
    .moveTo(x, doc.y)
    .lineTo(x + width, doc.y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
}

/** Code, description and quantity, a line per part (the description wraps). */
function partsTable(doc: Doc, left: number, width: number, parts: OnsitePart[]): void {
  if (!parts.length) {
    doc.font('Helvetica').fontSize(10).fillColor('#000000').text('No parts used.', left, doc.y, { width });
    return;
  }
  const columns = [
    { x: left, width: 110, align: 'left' as const },
    { x: left + 115, width: width - 175, align: 'left' as const },
    { x: left + width - 55, width: 55, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#000000');
    const height = Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index]?.width })),
    );
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    for (const [index, column] of columns.entries()) {
      doc.text(cells[index] ?? '', column.x, y, { width: column.width, align: column.align });
    }
    doc.x = left;
    doc.y = y + height + 4;
  };
  row(['Code', 'Description', 'Qty'], true);
  rule(doc, left, width);
  doc.y += 4;
  for (const part of parts) row([part.code, part.description, String(part.quantity)]);
}
