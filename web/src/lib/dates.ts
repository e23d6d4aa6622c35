/**
 * One Indian way of writing dates everywhere: DD-MM-YYYY in tables, forms and sheets (the upload
 * templates' format), and a long date in the reader's language in prose ("15 June 1988",
 * "15 जून 1988"). A date of birth or any other calendar day travels as ISO yyyy-mm-dd.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** ISO `yyyy-mm-dd` (or a timestamp starting so) as `dd-mm-yyyy`; anything else as it is, empty for none. */
export function dayFirst(iso: string | null | undefined): string {
  const match = iso ? ISO_DAY.exec(iso) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : (iso ?? "");
}

/**
 * Typed `dd-mm-yyyy` to ISO: `-`, `/`, `.` or spaces between the parts, a one-digit day or month,
 * or eight digits in a row (`15061988`). A date that does not exist (31-02-2020) or anything else is
 * `null`.
 */
export function parseDayFirst(text: string): string | null {
  const trimmed = text.trim();
  const match =
    /^(\d{1,2})[-/. ]+(\d{1,2})[-/. ]+(\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

const locales = { en: "en-IN", hi: "hi-IN" } as const;
/** The Intl locale of the reader's language: Indian English or Hindi (digits, month names, lakh grouping). */
export const localeOf = (language: string) => (language === "hi" ? locales.hi : locales.en);

/**
 * A formatter of instants as India's clocks show them (the school's time, whatever the browser's
 * zone), in the reader's language: `indiaTimeFormat(language, { dateStyle: "medium", timeStyle: "short" })`.
 */
export const indiaTimeFormat = (
  language: string,
  styles: Pick<Intl.DateTimeFormatOptions, "dateStyle" | "timeStyle">,
) => new Intl.DateTimeFormat(localeOf(language), { ...styles, timeZone: "Asia/Kolkata" });

/**
 * A calendar day (ISO date) or an instant (ISO timestamp) as a long date in the reader's language,
 * for prose and details: "15 June 1988". A calendar day is read in UTC so that it never moves by a
 * day in the reader's time zone; an instant is the reader's own day.
 */
export function longDate(iso: string | null | undefined, language: string): string {
  if (!iso) return "";
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(calendarDay ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(localeOf(language), {
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(calendarDay ? { timeZone: "UTC" } : {}),
  });
}

/** An instant as the reader's calendar day, DD-MM-YYYY (tables). */
export function dayFirstOf(instant: string | Date | null | undefined): string {
  if (!instant) return "";
  const date = typeof instant === "string" ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}
