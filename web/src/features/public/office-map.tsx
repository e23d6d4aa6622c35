import { useTranslation } from "react-i18next";
import { useOnline } from "@/lib/use-online.ts";
import { CONTACT, mapEmbedUrl, mapLinkUrl } from "./contact-details.ts";
import { PUBLIC_NS } from "./i18n.ts";

/**
 * The OpenStreetMap frame of the office. Offline the frame could only show the browser's error page,
 * so a card with the address and a link to the map takes its place until the connection returns.
 */
export function OfficeMap() {
  const { t } = useTranslation(PUBLIC_NS);
  const online = useOnline();
  const address = t("contact.address", { returnObjects: true }) as string[];
  const frameSize = "h-80 w-full rounded-card sm:h-[26rem]";

  const openInMaps = (
    <a
      href={mapLinkUrl(CONTACT)}
      target="_blank"
      rel="noopener"
      aria-label={t("contact.openInMapsLabel")}
      className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      {t("contact.openInMaps")}
    </a>
  );

  if (!online) {
    return (
      <div
        data-map-offline=""
        className={`${frameSize} flex flex-col items-center justify-center gap-3 border-2 border-dashed border-brand-200 bg-brand-50 p-6 text-center`}
      >
        <span aria-hidden="true" className="text-4xl text-brand-400">
          ⌖
        </span>
        <p className="max-w-sm text-ink-muted">{t("contact.offline")}</p>
        <address className="not-italic font-semibold text-brand-950">
          {address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        {openInMaps}
      </div>
    );
  }
  return (
    <div>
      <iframe
        title={t("contact.mapTitle")}
        src={mapEmbedUrl(CONTACT)}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className={`${frameSize} border border-line bg-brand-50`}
      />
      <p className="mt-3">{openInMaps}</p>
    </div>
  );
}
