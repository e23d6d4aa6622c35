import { readCheckedSheet, type SheetReadResult } from "./read-sheet-core.ts";
import { checkSheetSize } from "./sheet-guard.ts";

/**
 * Reads a chosen file as a sheet, within the upload's limits: its size is checked before it is read
 * into memory, what it really is and what it unpacks to before SheetJS sees it, and then only its
 * first `maxRows` rows are parsed, in a Web Worker where the browser has them (a test's jsdom does
 * not: there on this thread).
 */
export async function readUploadedSheet(file: File, maxRows: number): Promise<SheetReadResult> {
  const tooLarge = checkSheetSize(file.size);
  if (tooLarge) return { ok: false, refusal: tooLarge };
  const bytes = await file.arrayBuffer();
  const request = { name: file.name, bytes, maxRows };
  if (typeof Worker === "undefined") return readCheckedSheet(request);
  const worker = new Worker(new URL("./sheet-worker.ts", import.meta.url), { type: "module" });
  try {
    return await new Promise<SheetReadResult>((resolve) => {
      worker.onmessage = (event: MessageEvent<SheetReadResult>) => resolve(event.data);
      // A worker that fails to load or runs out of memory: the file could not be read.
      worker.onerror = () => resolve({ ok: false, unreadable: true });
      worker.postMessage(request, [bytes]);
    });
  } finally {
    worker.terminate();
  }
}
