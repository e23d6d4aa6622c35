/** The day of an instant in India (dd-mm-yyyy), whatever the browser's time zone: what the school knows. */
const dayInIndia = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

export const indiaDay = (iso: string) => dayInIndia.format(new Date(iso)).replaceAll("/", "-");
