import { type EndpointGroup, get } from "../endpoint-group.ts";
import { API } from "../paths.ts";
import { pdfResponseSchema, worksheetParamsSchema, worksheetQuerySchema } from "../printing.ts";

/** Paper for the classroom: the school and its teachers print for their classes; platform staff for any. */
const printers = {
  access: ["school", "teacher", "admin", "superadmin"],
  tags: ["printing"],
  errors: [404],
} as const satisfies EndpointGroup;

export const printingWorksheet = get(
  printers,
  `${API.printWorksheets}/:resourceId`,
  "A practice set's printable worksheet: 20 fresh questions, the answer key on its own page, a QR code to the set (A4 PDF)",
  { params: worksheetParamsSchema, query: worksheetQuerySchema, response: pdfResponseSchema },
);

export const printingApi = { worksheet: printingWorksheet };
