/** ISO `yyyy-mm-dd` as the template's `dd-mm-yyyy`, for exports and screens; anything else as it is. */
export function isoToDayFirst(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : (iso ?? "");
}
