import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { useOnline } from "@/lib/use-online.ts";
import { CONTACT, mapEmbedUrl, mapLinkUrl } from "./contact-details.ts";
import { PUBLIC_NS } from "./i18n.ts";

/**
 * The office on a map. What always shows is a card with the address and a link that opens the map
 * on openstreetmap.org; the external embed is laid over it only once it has loaded, so offline, on a
 * slow line or when the embed fails the reader still sees where the office is, never a blank frame.
 * Offline the embed is not even asked for.
 */
export function OfficeMap() {
  const { t } = useTranslation(PUBLIC_NS);
  const online = useOnline();
  const [loaded, setLoaded] = useState(false);
  // The embed is asked for after the page has started, never in the prerendered HTML: a frame that
  // loaded before the page's scripts ran would never say so, and the card would stay over it.
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  const address = t("contact.address", { returnObjects: true }) as string[];
  const frameSize = "h-80 w-full rounded-card sm:h-[26rem]";
  const showMap = online && loaded;

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

  return (
    <div>
      <div className={cn(frameSize, "relative")}>
        <div
          data-map-card=""
          aria-hidden={showMap ? true : undefined}
          className={cn(
            frameSize,
            "flex flex-col items-center justify-center gap-3 border-2 border-dashed border-brand-200 bg-brand-50 p-6 text-center",
          )}
        >
          <span aria-hidden="true" className="text-4xl text-brand-400">
            ⌖
          </span>
          {!online && <p className="max-w-sm text-ink-muted">{t("contact.offline")}</p>}
          <address className="not-italic font-semibold text-brand-950">
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
        {online && started && (
          <iframe
            title={t("contact.mapTitle")}
            src={mapEmbedUrl(CONTACT)}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setLoaded(true)}
            // Until it has loaded the frame is out of sight and out of reach; the card is the map.
            aria-hidden={loaded ? undefined : true}
            tabIndex={loaded ? undefined : -1}
            data-loaded={loaded ? "" : undefined}
            className={cn(
              frameSize,
              "absolute inset-0 border border-line bg-brand-50 transition-opacity",
              loaded ? "opacity-100" : "pointer-events-none opacity-0",
            )}
          />
        )}
      </div>
      <p className="mt-3">{openInMaps}</p>
    </div>
  );
}
