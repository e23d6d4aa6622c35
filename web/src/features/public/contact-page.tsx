import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CONTACT, telHref } from "./contact-details.ts";
import { PUBLIC_NS } from "./i18n.ts";
import { OfficeAddress } from "./office-address.tsx";
import { OfficeMap } from "./office-map.tsx";
import { PageIntro } from "./page-intro.tsx";

/** Contact (/contact): address, phone, e-mail and office hours beside a map of the office. */
export default function ContactPage() {
  const { t } = useTranslation(PUBLIC_NS);
  return (
    <>
      <PageIntro title={t("contact.title")} lead={t("contact.lead")} symbol="@" />
      <div className="container-page grid gap-8 py-12 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-6">
          <Detail symbol="⌂" heading={t("contact.addressHeading")}>
            <OfficeAddress />
          </Detail>
          <Detail symbol="☎" heading={t("contact.phoneHeading")}>
            <a
              href={telHref(CONTACT.phone)}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {CONTACT.phone}
            </a>
          </Detail>
          <Detail symbol="@" heading={t("contact.emailHeading")}>
            <a
              href={`mailto:${CONTACT.email}`}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {CONTACT.email}
            </a>
          </Detail>
          <Detail symbol="◷" heading={t("contact.hoursHeading")}>
            <p>{t("contact.hours")}</p>
          </Detail>
          <p className="rounded-card bg-accent-50 p-4 text-ink">{t("contact.schoolsNote")}</p>
        </div>
        <section aria-labelledby="map-heading">
          <h2 id="map-heading" className="text-h3 font-bold">
            {t("contact.mapHeading")}
          </h2>
          <div className="mt-4">
            <OfficeMap />
          </div>
        </section>
      </div>
    </>
  );
}

function Detail({ symbol, heading, children }: { symbol: string; heading: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
      >
        {symbol}
      </span>
      <div>
        <h2 className="text-lead font-bold">{heading}</h2>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}
