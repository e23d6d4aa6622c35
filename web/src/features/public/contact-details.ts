/**
 * Ganit's office (the address lines are translated in the locale files). Placeholder details for the
 * operator to replace: the e-mail uses a reserved example domain so nobody real receives test mail.
 */
export const CONTACT = {
  phone: "+91 40 4000 1234",
  email: "hello@ganit.example",
  /** Banjara Hills, Hyderabad. */
  latitude: 17.4156,
  longitude: 78.4347,
} as const;

const SPAN = { lon: 0.012, lat: 0.007 };

/** The OpenStreetMap embed (allowed by the CSP's frame-src) centred on the office, with a marker. */
export function mapEmbedUrl({ latitude, longitude } = CONTACT) {
  const bbox = [longitude - SPAN.lon, latitude - SPAN.lat, longitude + SPAN.lon, latitude + SPAN.lat]
    .map((value) => value.toFixed(4))
    .join(",");
  const params = new URLSearchParams({ bbox, layer: "mapnik", marker: `${latitude},${longitude}` });
  return `https://www.openstreetmap.org/export/embed.html?${params}`;
}

/** The same place on openstreetmap.org, for the "Open in maps" link. */
export function mapLinkUrl({ latitude, longitude } = CONTACT) {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, "")}`;
