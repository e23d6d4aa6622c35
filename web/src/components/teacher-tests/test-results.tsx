import { apiPath } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PrintButtons } from "@/components/print-buttons.tsx";
import { QueryStates } from "@/components/screen-parts.tsx";
import { Pager } from "@/components/ui/pager.tsx";
import { useTest, useTestResults } from "@/lib/teacher-tests.ts";
import { NAMESPACE } from "./i18n.ts";
import type { TestLinks } from "./test-list.tsx";

/**
 * A test's results (docs/adr/0695): each question, how many of the children the caller reaches
 * answered it, right and wrong, and what the wrong answers show ("14 did not carry"), in the
 * reader's language; paged on the server. Its paper prints from here, in either language
 * (docs/adr/0704: the slots' fixed numbers, else fresh ones). The teacher's and the office's
 * screens differ only in their links.
 */
export function TestResults({
  id,
  links,
  back,
}: {
  id: string;
  links: TestLinks;
  back: { to: string; label: string };
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language === "hi" ? "hi" : "en";
  const [page, setPage] = useState(1);
  const test = useTest(id);
  const results = useTestResults(id, page);
  return (
    <div className="container-page max-w-2xl py-6 sm:py-10">
      <Link to={back.to} className="font-semibold text-brand-700 underline">
        {back.label}
      </Link>
      <QueryStates query={results} failed={t("loadFailed")} retryLabel={t("retry")} loading={t("loading")}>
        {(data) => (
          <>
            <h1 className="mt-3 mb-1 text-h1 font-extrabold">{t("results.title", { title: data.title })}</h1>
            <p className="mb-3 text-ink-muted">
              {data.sittings > 0 ? t("results.sittings", { count: data.sittings }) : t("results.none")}
            </p>
            <div className="mb-4 flex flex-wrap gap-4">
              {test.data && (
                <Link
                  to={links.assign(id)}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                >
                  {t("results.assign")}
                </Link>
              )}
              {links.edit && test.data?.editable && (
                <Link
                  to={links.edit(id)}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                >
                  {t("results.edit")}
                </Link>
              )}
            </div>
            <div className="mb-4">
              <PrintButtons
                legend={t("results.print.legend")}
                labels={{ en: t("results.print.paper.en"), hi: t("results.print.paper.hi") }}
                path={(language) => apiPath.testPaper(id, language)}
                filename={(language) => `test-paper-${language}.pdf`}
                failed={t("results.print.failed")}
              />
            </div>
            <ol className="grid gap-3">
              {data.items.map((row) => (
                <li
                  key={row.place}
                  className="rounded-card border-2 border-line bg-surface p-3"
                  data-testid="result-row"
                >
                  <h2 className="font-bold">
                    {t("results.question", { n: row.place + 1 })} · {row.skillName[lang]}
                  </h2>
                  <p className="text-sm">
                    {t("results.counts", {
                      answered: row.answered,
                      asked: row.asked,
                      right: row.right,
                      wrong: row.wrong,
                    })}
                  </p>
                  {(row.misconceptions.length > 0 || row.unexplained > 0) && (
                    <>
                      <h3 className="mt-2 text-sm font-semibold">{t("results.mistakes")}</h3>
                      <ul className="list-disc ps-6 text-sm">
                        {row.misconceptions.map((m) => (
                          <li key={m.text.en}>
                            <strong>{m.count}</strong> · {m.text[lang]}
                          </li>
                        ))}
                        {row.unexplained > 0 && (
                          <li>{t("results.unexplained", { count: row.unexplained })}</li>
                        )}
                      </ul>
                    </>
                  )}
                </li>
              ))}
            </ol>
            <Pager
              className="mt-4"
              page={page}
              pageSize={data.limit}
              total={data.total}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryStates>
    </div>
  );
}
