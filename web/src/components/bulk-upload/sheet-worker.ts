/// <reference lib="webworker" />
import { readCheckedSheet, type SheetReadRequest } from "./read-sheet-core.ts";

/**
 * Reads a school's sheet off the page's thread: however long SheetJS takes, the page stays
 * responsive, and the memory it used goes with the worker when the page ends it.
 */
self.onmessage = async (event: MessageEvent<SheetReadRequest>) => {
  self.postMessage(await readCheckedSheet(event.data));
};
