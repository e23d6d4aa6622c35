import { ROUTES } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Pager } from "@/components/ui/pager.tsx";
import { apiErrorMessage } from "@/lib/messages.ts";
import { useDeleteTest, useTestList } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { testPath } from "./paths.ts";

const PAGE_SIZE = 10;

/**
 * /teacher/tests: the tests of the teacher's classes, newest change first, paged on the server;
 * each opens its results in one tap, and its author edits, assigns or deletes it (docs/adr/0693).
 */
export default function TestsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [page, setPage] = useState(1);
  const list = useTestList(`page=${page}&limit=${PAGE_SIZE}`);
  const remove = useDeleteTest();
  return (
    <div className="container-page max-w-2xl py-6 sm:py-10">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h1 font-extrabold">{t("list.title")}</h1>
        <Link
          to={ROUTES.teacherTestNew}
          className="inline-flex min-h-11 items-center rounded-control bg-brand-700 px-4 font-semibold text-white"
        >
          {t("list.new")}
        </Link>
      </div>
      {list.isError ? (
        <LoadErrorCard
          message={t("loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <p role="status">{t("loading")}</p>
      ) : list.data.items.length === 0 ? (
        <p>{t("list.empty")}</p>
      ) : (
        <>
          <ul className="grid gap-3">
            {list.data.items.map((test) => (
              <li key={test.id} className="rounded-card border-2 border-line bg-surface p-3">
                <Link to={testPath(test.id)} className="font-semibold text-brand-700 underline">
                  {test.title}
                </Link>
                <p className="text-sm text-ink-muted">
                  {t("classN", { n: test.classNumber })} · {t("list.questions", { count: test.questions })} ·{" "}
                  {test.timeLimitMinutes
                    ? t("list.minutes", { count: test.timeLimitMinutes })
                    : t("list.noLimit")}
                  {test.fixed ? ` · ${t("list.fixed")}` : ""} · {t("list.sittings", { count: test.sittings })}
                  {test.author ? ` · ${t("list.by", { name: test.author })}` : ""}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Link
                    to={`${ROUTES.teacherAssign}?${new URLSearchParams({ test: test.id })}`}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                  >
                    {t("list.assign")}
                  </Link>
                  {test.editable && (
                    <Link
                      to={testPath(test.id, "edit")}
                      className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 underline"
                    >
                      {t("list.edit")}
                    </Link>
                  )}
                  {test.editable && test.sittings === 0 && (
                    <Button
                      variant="dangerQuiet"
                      size="sm"
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(test.id, {
                          onSuccess: () => toast.success(t("list.deleted")),
                          onError: (failure) => toast.error(apiErrorMessage(failure, t("list.deleteFailed"))),
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
            total={list.data.total}
            onPageChange={setPage}
          />
        </>
      )}
    </div>
  );
}
