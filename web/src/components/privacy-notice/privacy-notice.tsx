import { GRIEVANCE_CONTACT, PRIVACY_NOTICE_VERSION } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { NAMESPACE } from "./i18n.ts";

const PARTS = ["keeps", "why", "howLong", "whoSees", "withdraw", "complain"] as const;

/**
 * The short notice in the reader's language: what Ganit keeps about a child, why, for how long, who
 * sees it, how to withdraw and how to complain, with its version (stored with each consent and
 * acceptance). docs/privacy.md is the long form. `compact` folds it under its title (the forms).
 */
export function PrivacyNotice({
  compact = false,
  headingLevel = 2,
}: {
  compact?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation(NAMESPACE);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const body = (
    <div className="flex flex-col gap-3">
      <dl className="flex flex-col gap-3">
        {PARTS.map((part) => (
          <div key={part}>
            <dt className="font-bold text-brand-950">{t(`${part}.heading`)}</dt>
            <dd className="text-ink">{t(`${part}.text`, { contact: GRIEVANCE_CONTACT })}</dd>
          </div>
        ))}
      </dl>
      <p className="text-caption text-ink-muted">{t("version", { version: PRIVACY_NOTICE_VERSION })}</p>
    </div>
  );
  if (compact)
    return (
      <details className="rounded-card border-2 border-brand-100 bg-white p-4 sm:col-span-2">
        <summary className="cursor-pointer font-bold text-brand-950">{t("title")}</summary>
        <div className="mt-3">{body}</div>
      </details>
    );
  return (
    <section aria-labelledby="privacy-notice-title" className="flex flex-col gap-4">
      <Heading id="privacy-notice-title" className="text-h3 font-bold text-brand-950">
        {t("title")}
      </Heading>
      {body}
    </section>
  );
}
