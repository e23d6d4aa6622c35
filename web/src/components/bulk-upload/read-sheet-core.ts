import { checkSheetBytes, type SheetRefusal } from "./sheet-guard.ts";
import { readSheet } from "./spreadsheet.ts";

export type SheetReadRequest = { name: string; bytes: ArrayBuffer; maxRows: number };
export type SheetReadResult =
  | { ok: true; table: unknown[][] }
  | { ok: false; refusal: SheetRefusal }
  | { ok: false; unreadable: true };

/** The checks, then the first `maxRows` rows: the same on the page's thread and in the worker. */
export async function readCheckedSheet({ name, bytes, maxRows }: SheetReadRequest): Promise<SheetReadResult> {
  const refusal = checkSheetBytes(name, new Uint8Array(bytes));
  if (refusal) return { ok: false, refusal };
  try {
    return { ok: true, table: await readSheet(bytes, maxRows) };
  } catch {
    return { ok: false, unreadable: true };
  }
}
