import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-header.tsx";
import { Card } from "@/components/ui/card.tsx";
import { indiaTimeFormat } from "@/lib/dates.ts";
import { useConsentRecords } from "./api.ts";
import { GrievanceRegister } from "./grievance-register.tsx";
import { NAMESPACE } from "./i18n.ts";

const KINDS = ["guardian", "school"] as const;
const STATES = ["pending", "confirmed", "withdrawn", "expired", "accepted"] as const;
const known = <T extends string>(list: readonly T[], value: string): value is T => list.includes(value as T);

/** /superadmin/consents: the operator's consent records (parents' consents, schools' terms) and the grievance register. */
export default function ConsentsPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const records = useConsentRecords();
  const when = indiaTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const items = records.data?.items ?? [];
  return (
    <div className="container-page py-8 sm:py-12">
      <PageTitle title={t("records.title")} subtitle={t("records.subtitle")} />
      {records.isPending ? null : items.length === 0 ? (
        <Card>
          <p>{t("records.empty")}</p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("records.title")}>
          {items.map((item) => (
            <li key={item.id}>
              <Card>
                <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
                  {[
                    ["kind", known(KINDS, item.kind) ? t(`records.kinds.${item.kind}`) : item.kind],
                    ["subject", item.subject],
                    ["by", item.by],
                    ["state", known(STATES, item.status) ? t(`records.states.${item.status}`) : item.status],
                    ["at", when.format(new Date(item.at))],
                    ["version", item.version],
                  ].map(([key, value]) => (
                    <div key={key} className="min-w-0">
                      <dt className="text-caption font-bold text-ink-muted">
                        {t(`records.${key as "kind" | "subject" | "by" | "state" | "at" | "version"}`)}
                      </dt>
                      <dd className="break-words">{value}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <GrievanceRegister format={(iso) => when.format(new Date(iso))} />
    </div>
  );
}
