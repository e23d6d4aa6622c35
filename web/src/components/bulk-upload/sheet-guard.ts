/**
 * What a school's sheet must be before SheetJS reads a byte of it. A phone with 2–3 GB must never
 * spend more than about 100 MB on an upload: a sheet of a million rows, a "zip bomb" (a small .xlsx
 * that unpacks to gigabytes), a sheet 16,384 columns wide, each took seconds and a gigabyte or more
 * when read whole. So: the file's size, then what it really is (its first bytes, whatever its name
 * says), then for .xlsx (a zip) how much it unpacks to, from the zip's own directory.
 */

/** 5,000 rows of a template are about 0.5 MB as .xlsx and 1 MB as .csv: ten times that is plenty. */
export const MAX_SHEET_FILE_BYTES = 5 * 1024 * 1024;
/** What the parts of an .xlsx may unpack to, together. SheetJS needs a few times this while reading. */
export const MAX_UNPACKED_BYTES = 25 * 1024 * 1024;
/** Columns read from a sheet: the templates have a dozen; the rest of a row is never looked at. */
export const MAX_SHEET_COLUMNS = 64;

export type SheetRefusal =
  | { reason: "fileTooLarge"; megabytes: number }
  | { reason: "notXlsx" | "notXls" | "notCsv" }
  | { reason: "unpacksTooLarge"; megabytes: number };

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04]; // "PK\x03\x04"
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // the old Excel (.xls) container

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const megabytes = (bytes: number) => Math.ceil((bytes / (1024 * 1024)) * 10) / 10;

/** The size check alone: made before the file is even read into memory. */
export function checkSheetSize(size: number): SheetRefusal | null {
  return size > MAX_SHEET_FILE_BYTES ? { reason: "fileTooLarge", megabytes: megabytes(size) } : null;
}

/** Whether the bytes are what the name says, and (for .xlsx) unpack to a sane size. */
export function checkSheetBytes(name: string, bytes: Uint8Array): SheetRefusal | null {
  const tooLarge = checkSheetSize(bytes.length);
  if (tooLarge) return tooLarge;
  const lower = name.toLowerCase();
  if (lower.endsWith(".xlsx")) {
    if (!startsWith(bytes, ZIP_LOCAL)) return { reason: "notXlsx" };
    const unpacked = unpackedSize(bytes);
    if (unpacked === undefined) return { reason: "notXlsx" };
    if (unpacked > MAX_UNPACKED_BYTES) return { reason: "unpacksTooLarge", megabytes: megabytes(unpacked) };
    return null;
  }
  if (lower.endsWith(".xls")) return startsWith(bytes, OLE2) ? null : { reason: "notXls" };
  if (lower.endsWith(".csv")) return looksLikeCsv(bytes) ? null : { reason: "notCsv" };
  return { reason: "notXlsx" };
}

/** Text, not a zip, an old Excel file or a web page saved under a .csv name. */
function looksLikeCsv(bytes: Uint8Array): boolean {
  if (startsWith(bytes, ZIP_LOCAL) || startsWith(bytes, OLE2)) return false;
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return false;
  const text = new TextDecoder("utf-8")
    .decode(head)
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return !/^<(!doctype|html|table|\?xml|head|body|meta)/.test(text);
}

/**
 * The total unpacked size of a zip's entries, as its central directory states them; undefined when
 * the directory cannot be found or is malformed (then it is no workbook SheetJS should try).
 */
export function unpackedSize(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-directory record is in the last 22 bytes, or before a comment of up to 65,535 bytes.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return undefined;
    const size = view.getUint32(at + 24, true);
    // 0xFFFFFFFF means a zip64 size: no school's sheet needs one.
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}
