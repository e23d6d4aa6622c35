/**
 * Dates from a sheet into ISO `yyyy-mm-dd`. A school's sheet holds a date of birth in one of two
 * ways: text typed as `dd-mm-yyyy` (the template's heading says so; `/` and `.` are taken too), or a
 * cell Excel itself recognised as a date, which reaches us as a serial number of days (25569 is
 * 1 January 1970). Anything else is left as it came, so the row's check reports it.
 */
export const EXCEL_EPOCH_OFFSET = 25569;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, "0");

/** A real calendar date (no 31 February) as ISO, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** An Excel serial date (days since 30 December 1899, the time of day ignored) as ISO, else null. */
export function excelSerialToIso(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1) return null;
  const date = new Date((Math.floor(serial) - EXCEL_EPOCH_OFFSET) * DAY_MS);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date cell as ISO `yyyy-mm-dd`: dd-mm-yyyy text (parts reversed), ISO text as it is, an Excel
 * serial number, or a Date. What cannot be read comes back unchanged (trimmed, when text), so the
 * row's validation names the problem against the cell the school typed.
 */
export function sheetDateToIso(value: unknown): unknown {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return value;
    return isoDate(value.getFullYear(), value.getMonth() + 1, value.getDate()) ?? value;
  }
  if (typeof value === "number") return excelSerialToIso(value) ?? value;
  if (typeof value !== "string") return value;
  const text = value.trim();
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return isoDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])) ?? text;
  const iso = ISO.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) ?? text;
  return text;
}

/** ISO `yyyy-mm-dd` as the template's `dd-mm-yyyy`, for sheets and screens. */
export function isoToDayFirst(iso: string | null | undefined): string {
  const match = iso ? ISO.exec(iso.slice(0, 10)) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : (iso ?? "");
}
