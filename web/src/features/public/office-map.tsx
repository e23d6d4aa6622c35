import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { useOnline } from "@/lib/use-online.ts";
import { CONTACT, mapEmbedUrl, mapLinkUrl } from "./contact-details.ts";
import { PUBLIC_NS } from "./i18n.ts";
import { OfficeAddress } from "./office-address.tsx";

/**
 * The office on a map. What always shows is a card with the address and a link that opens the map
 * on openstreetmap.org. The external embed is asked for only when the reader asks ("Show the map
 * here"), and is shown once it has loaded: a browser fires `load` for a frame that failed too, so an
 * embed loaded unasked could not be told from a blank one; this way the page never shows a blank
 * frame it chose to show, sends nothing to a third party unasked, and the address stays above the
 * map whatever the frame does. Offline there is no button.
 */
export function OfficeMap() {
  const { t } = useTranslation(PUBLIC_NS);
  const online = useOnline();
  const [asked, setAsked] = useState(false);
  const [loaded, setLoaded] = useState(false);

  return (
    <div className="flex flex-col gap-4">
      <div
        data-map-card=""
        className="flex flex-col items-center justify-center gap-3 rounded-card border-2 border-dashed border-brand-200 bg-brand-50 p-6 text-center"
      >
        <span aria-hidden="true" className="text-4xl text-brand-400">
          ⌖
        </span>
        {!online && <p className="max-w-sm text-ink-muted">{t("contact.offline")}</p>}
        <OfficeAddress className="font-semibold text-brand-950" />
        <a
          href={mapLinkUrl(CONTACT)}
          target="_blank"
          rel="noopener"
          aria-label={t("contact.openInMapsLabel")}
          className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {t("contact.openInMaps")}
        </a>
        {online && !asked && (
          <Button variant="secondary" size="sm" onClick={() => setAsked(true)}>
            {t("contact.showMap")}
          </Button>
        )}
      </div>
      {online && asked && (
        <div className="relative h-80 w-full sm:h-[26rem]">
          {!loaded && (
            <p role="status" className="absolute inset-0 flex items-center justify-center text-ink-muted">
              {t("contact.mapLoading")}
            </p>
          )}
          <iframe
            title={t("contact.mapTitle")}
            src={mapEmbedUrl(CONTACT)}
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setLoaded(true)}
            data-loaded={loaded ? "" : undefined}
            className={cn(
              "h-full w-full rounded-card border border-line bg-brand-50 transition-opacity",
              loaded ? "opacity-100" : "opacity-0",
            )}
          />
        </div>
      )}
    </div>
  );
}
