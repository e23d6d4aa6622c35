/** Days as the assign form offers them: India days (YYYY-MM-DD), whatever the phone's own clock zone. */

export const indiaToday = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);

export const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The coming Friday (today when today is a Friday): the usual due day of a week's work. */
export function comingFriday(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return dayAfter(today, (5 - weekday + 7) % 7);
}

/** DD-MM-YYYY, as every screen writes a day. */
export const onScreen = (day: string) => day.split("-").reverse().join("-");
