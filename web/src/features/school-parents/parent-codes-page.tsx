import { type IssuedParentCodes, ROUTES } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { PageTitle } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Select } from "@/components/ui/select.tsx";
import { longDate } from "@/lib/dates.ts";
import { apiErrorMessage } from "@/lib/messages.ts";
import { useClassCodes, useSummaryTexts } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

const CLASSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** The weekly summaries' texts of a class, each ready to copy into an SMS or WhatsApp. */
function SummaryTexts({ classNumber }: { classNumber: number }) {
  const { t } = useTranslation(NAMESPACE);
  const texts = useSummaryTexts(classNumber);
  const items = texts.data?.items ?? [];
  return (
    <Card title={t("texts.title")} description={t("texts.subtitle")} className="print:hidden">
      {items.length === 0 ? (
        <p className="text-ink-muted">{t("texts.none")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li
              key={`${item.studentName}-${item.parentName}`}
              className="rounded-control border border-line p-3"
            >
              <p className="text-small text-ink-muted">
                {t("texts.to", { name: item.parentName })} ·{" "}
                {item.phone ? t("texts.phone", { phone: item.phone }) : t("texts.noPhone")}
              </p>
              <p lang={item.language} className="mt-1">
                {item.text}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * /school/parentcodes?class=: the office prints one parent code per pupil of a class (the codes are
 * shown once: the server keeps only their hashes), and reads the week's summary texts to send.
 */
export default function ParentCodesPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const classNumber = Number(params.get("class")) || 1;
  const make = useClassCodes();
  const [sheet, setSheet] = useState<IssuedParentCodes | null>(null);
  const joinUrl = new URL(ROUTES.parentJoin, window.location.origin).toString();
  const expiresAt = sheet?.items[0]?.expiresAt;

  return (
    <div className="container-page py-6 sm:py-10">
      <PageTitle
        title={t("title")}
        subtitle={t("subtitle", { url: joinUrl })}
        className="mb-5 print:hidden"
        lead="body"
      />
      <div className="flex max-w-4xl flex-col gap-5">
        <Card className="print:hidden">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Select
              label={t("class")}
              value={String(classNumber)}
              onChange={(event) => {
                setSheet(null);
                setParams({ class: event.target.value });
              }}
              options={CLASSES.map((n) => ({ value: String(n), label: t("classOption", { class: n }) }))}
            />
            <Button
              disabled={make.isPending}
              onClick={() =>
                make.mutate(
                  { class: classNumber },
                  {
                    onSuccess: setSheet,
                    onError: (error) => toast.error(apiErrorMessage(error, t("failed"))),
                  },
                )
              }
            >
              {make.isPending ? t("making") : t("make", { class: classNumber })}
            </Button>
          </div>
        </Card>
        {sheet && (
          <Card
            title={t("title")}
            description={expiresAt ? t("expires", { date: longDate(expiresAt, i18n.language) }) : undefined}
            actions={
              <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
                {t("print")}
              </Button>
            }
          >
            <p className="mb-3 text-small">{joinUrl}</p>
            <table className="w-full border-collapse text-left">
              <thead>
                <tr className="border-b border-line">
                  {(["rollNumber", "name", "class"] as const).map((column) => (
                    <th key={column} scope="col" className="py-2 pr-3">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                  <th scope="col" className="py-2">
                    {t("columns.code")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sheet.items.map((item) => (
                  <tr key={item.studentId} className="border-b border-line break-inside-avoid">
                    <td className="py-2 pr-3">{item.rollNumber}</td>
                    <td className="py-2 pr-3">{item.name}</td>
                    <td className="py-2 pr-3">
                      {item.section ? `${item.class} ${item.section}` : item.class}
                    </td>
                    <td className="py-2 font-mono text-lead">{item.code}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        )}
        <SummaryTexts classNumber={classNumber} />
      </div>
    </div>
  );
}
