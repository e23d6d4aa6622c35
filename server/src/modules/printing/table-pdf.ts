import { type Doc, INK, MARGIN, MUTED, RULE, write } from "./paper-doc.ts";

/**
 * A paged table for the reports: the header row repeated at the top of every page the table runs
 * onto, rows never split across pages, each cell's text wrapped in its column. Cells are set
 * left-aligned: PDFKit's centring breaks a line set in two faces (see docs/adr/0704).
 */
export type Column = { header: string; width: number };

const PAD = 4;
const SIZE = 9;

function rowHeight(doc: Doc, columns: readonly Column[], cells: readonly string[], bold = false): number {
  doc.font(bold ? "latinBold" : "latin").fontSize(SIZE);
  let height = 0;
  columns.forEach((column, index) => {
    height = Math.max(height, doc.heightOfString(cells[index] ?? "", { width: column.width - PAD * 2 }));
  });
  // Devanagari's marks above and below the line need a little more room than Latin letters.
  return height * 1.15 + PAD * 2;
}

function drawRow(doc: Doc, columns: readonly Column[], cells: readonly string[], y: number, header: boolean) {
  const height = rowHeight(doc, columns, cells, header);
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  if (header) doc.save().rect(MARGIN, y, width, height).fill("#eef2f7").restore();
  let x = MARGIN;
  doc.fillColor(header ? MUTED : INK).fontSize(SIZE);
  columns.forEach((column, index) => {
    doc.x = x + PAD;
    doc.y = y + PAD;
    write(doc, cells[index] ?? "", { width: column.width - PAD * 2, bold: header });
    x += column.width;
  });
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + width, y + height)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  return height;
}

/** The table from the cursor down, onto new pages as needed (the header again on each). */
export function drawTable(doc: Doc, columns: readonly Column[], rows: readonly (readonly string[])[]) {
  const headers = columns.map((column) => column.header);
  const bottom = () => doc.page.height - MARGIN;
  let y = doc.y;
  y += drawRow(doc, columns, headers, y, true);
  for (const row of rows) {
    if (y + rowHeight(doc, columns, row) > bottom()) {
      doc.addPage();
      y = MARGIN;
      y += drawRow(doc, columns, headers, y, true);
    }
    y += drawRow(doc, columns, row, y, false);
  }
  doc.x = MARGIN;
  doc.y = y + 10;
}
