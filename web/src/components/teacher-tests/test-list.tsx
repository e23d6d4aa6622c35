import type { TeacherTestSummary } from "@ganit/contracts";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { QueryStates } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Pager } from "@/components/ui/pager.tsx";
import { apiErrorMessage } from "@/lib/messages.ts";
import { useDeleteTest, useTestList } from "@/lib/teacher-tests.ts";
import { NAMESPACE } from "./i18n.ts";

const PAGE_SIZE = 10;

/** Where a test's links go on the screen that lists it: the teacher's or the school office's. */
export type TestLinks = {
  results: (id: string) => string;
  assign: (id: string) => string;
  /** The builder (the teacher's screens only). */
  edit?: (id: string) => string;
};

/** "Class 4 A", "Class 5 (whole class)", "Class 4 A: chosen children": whom a test is given to. */
function TargetsLine({ test }: { test: TeacherTestSummary }) {
  const { t } = useTranslation(NAMESPACE);
  const targets = test.assignedTo ?? [];
  if (targets.length === 0) return <>{t("shared.notAssigned")}</>;
  const names = targets.map((target) => {
    const where = target.section
      ? t("shared.section", { n: target.classNumber, section: target.section })
      : t("shared.wholeClass", { n: target.classNumber });
    return target.chosen ? t("shared.chosen", { where }) : where;
  });
  return <>{t("shared.assignedTo", { to: names.join(", ") })}</>;
}

/**
 * The tests of the caller's classes (a teacher: the classes they teach; the school office: every
 * class), newest change first, paged on the server: each with its class, chapters, questions, time
 * limit, who made it, whom it is given to and how many sat it; its title opens its results. The
 * teacher's and the office's screens differ only in their links and their heading's action.
 */
export function TestList({
  title,
  lead,
  action,
  links,
  canDelete = false,
}: {
  title: string;
  lead?: string;
  action?: ReactNode;
  links: TestLinks;
  canDelete?: boolean;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language === "hi" ? "hi" : "en";
  const [page, setPage] = useState(1);
  const list = useTestList(`page=${page}&limit=${PAGE_SIZE}`);
  const remove = useDeleteTest();
  return (
    <div className="container-page max-w-2xl py-6 sm:py-10">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h1 font-extrabold">{title}</h1>
        {action}
      </div>
      {lead ? <p className="mb-4 text-ink-muted">{lead}</p> : null}
      <QueryStates
        query={list}
        failed={t("loadFailed")}
        retryLabel={t("retry")}
        loading={t("loading")}
        isEmpty={(data) => data.items.length === 0}
        empty={t("list.empty")}
      >
        {(data) => (
          <>
            <ul className="grid gap-3">
              {data.items.map((test) => (
                <li key={test.id} className="rounded-card border-2 border-line bg-surface p-3">
                  <Link to={links.results(test.id)} className="font-semibold text-brand-700 underline">
                    {test.title}
                  </Link>
                  <p className="text-sm text-ink-muted">
                    {t("classN", { n: test.classNumber })} · {t("list.questions", { count: test.questions })}{" "}
                    ·{" "}
                    {test.timeLimitMinutes
                      ? t("list.minutes", { count: test.timeLimitMinutes })
                      : t("list.noLimit")}
                    {test.fixed ? ` · ${t("list.fixed")}` : ""} ·{" "}
                    {t("list.sittings", { count: test.sittings })}
                    {test.author ? ` · ${t("list.by", { name: test.author })}` : ""}
                  </p>
                  {test.chapters && test.chapters.length > 0 ? (
                    <p className="text-sm text-ink-muted">
                      {test.chapters
                        .map((chapter) =>
                          t("shared.chapter", { n: chapter.number, title: chapter.title[lang] }),
                        )
                        .join("; ")}
                    </p>
                  ) : null}
                  <p className="text-sm">
                    <TargetsLine test={test} />
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Link
                      to={links.assign(test.id)}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                    >
                      {t("list.assign")}
                    </Link>
                    {links.edit && test.editable && (
                      <Link
                        to={links.edit(test.id)}
                        className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 underline"
                      >
                        {t("list.edit")}
                      </Link>
                    )}
                    {canDelete && test.editable && test.sittings === 0 && (
                      <Button
                        variant="dangerQuiet"
                        size="sm"
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(test.id, {
                            onSuccess: () => toast.success(t("list.deleted")),
                            onError: (failure) =>
                              toast.error(apiErrorMessage(failure, t("list.deleteFailed"))),
                          })
                        }
                      >
                        {t("list.delete")}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <Pager
              className="mt-4"
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryStates>
    </div>
  );
}
