import { Fragment, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Pager } from "@/components/ui/pager.tsx";
import { ScrollRegion } from "@/components/ui/scroll-region.tsx";
import { TruncatedText } from "@/components/ui/truncated-text.tsx";
import { cn } from "@/lib/cn.ts";
import { translateMessage } from "@/lib/messages.ts";
import { NAMESPACE } from "./i18n.ts";
import type { ParsedRow, UploadColumn } from "./parse-rows.ts";

/** Rows per page of the preview: a 5,000-row sheet must not put 5,000 rows into a phone's page. */
export const PREVIEW_PAGE_SIZE = 50;

const hasProblems = (row: ParsedRow) => Object.keys(row.errors).length > 0;

/**
 * The rows read from the file, as the school typed them, each cell with a problem in red with the
 * problem written under it, and the row's number in the sheet so it is easy to find in Excel.
 */
export function RowsPreview<F extends string>({
  columns,
  rows,
  startWithProblems,
}: {
  columns: readonly UploadColumn<F>[];
  rows: ParsedRow<F>[];
  startWithProblems: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const toggleId = useId();
  const [onlyProblems, setOnlyProblems] = useState(startWithProblems);
  const [page, setPage] = useState(1);
  const anyProblems = rows.some(hasProblems);
  const shown = onlyProblems && anyProblems ? rows.filter(hasProblems) : rows;
  const pageCount = Math.max(1, Math.ceil(shown.length / PREVIEW_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const pageRows = shown.slice((current - 1) * PREVIEW_PAGE_SIZE, current * PREVIEW_PAGE_SIZE);

  return (
    <div className="flex flex-col gap-3">
      {anyProblems && (
        <label
          htmlFor={toggleId}
          className="inline-flex min-h-11 items-center gap-2 self-start font-semibold"
        >
          <input
            id={toggleId}
            type="checkbox"
            className="size-5 accent-brand-600"
            checked={onlyProblems}
            onChange={(event) => {
              setOnlyProblems(event.target.checked);
              setPage(1);
            }}
          />
          {t("panel.onlyProblems")}
        </label>
      )}
      <ScrollRegion
        label={t("panel.previewCaption")}
        className="max-h-[32rem] overflow-auto rounded-card border border-line bg-white focus-visible:outline-3 focus-visible:outline-(--focus-ring)"
      >
        <table className="w-full border-collapse text-body">
          <caption className="sr-only">{t("panel.previewCaption")}</caption>
          <thead className="sticky top-0 z-10 bg-brand-50">
            <tr>
              <th
                scope="col"
                className="w-px px-3 py-2 text-start text-caption font-bold whitespace-nowrap text-brand-900 uppercase"
              >
                {t("panel.sheetRow")}
              </th>
              {columns.map((column) => (
                <th
                  key={column.field}
                  scope="col"
                  className="whitespace-nowrap px-3 py-2 text-start text-caption font-bold text-brand-900 uppercase"
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pageRows.map((row) => {
              const rowProblem = row.errors._row;
              return (
                <Fragment key={row.sheetRow}>
                  <tr
                    data-problem={hasProblems(row) || undefined}
                    className={cn("border-t border-line align-top", hasProblems(row) && "bg-danger-50/60")}
                  >
                    {/* Narrow: the number only. A problem of the whole row gets a line of its own below. */}
                    <th
                      scope="row"
                      className="w-px px-3 py-2 text-start font-bold whitespace-nowrap tabular-nums text-brand-900"
                    >
                      {row.sheetRow}
                    </th>
                    {columns.map((column) => {
                      const problem = row.errors[column.field];
                      // As typed (a date the request carries as ISO shows as the school wrote it).
                      const value = row.shown?.[column.field] ?? row.values[column.field];
                      const text = value === undefined || value === null ? "" : String(value);
                      return (
                        <td
                          key={column.field}
                          aria-invalid={problem ? true : undefined}
                          className={cn(
                            "px-3 py-2",
                            problem && "bg-danger-100 outline-2 -outline-offset-2 outline-danger-600",
                          )}
                        >
                          {text === "" ? (
                            <span className="text-ink-muted">{t("panel.empty")}</span>
                          ) : (
                            // A long name is cut at its column's width (whole on hover and focus),
                            // so the e-mail and date beside it, and their problems, stay in view.
                            <TruncatedText
                              text={text}
                              maxWidth={`${column.width ?? 24}ch`}
                              wrapOnPhone={false}
                            />
                          )}
                          {problem && (
                            <p className="mt-1 min-w-32 text-caption font-semibold text-danger-700">
                              {translateMessage(problem)}
                            </p>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                  {rowProblem && (
                    <tr className="bg-danger-50/60">
                      <td
                        colSpan={columns.length + 1}
                        className="px-3 pb-2 text-caption font-semibold text-danger-700"
                      >
                        {t("panel.rowProblem", { row: row.sheetRow })}: {translateMessage(rowProblem)}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {shown.length > PREVIEW_PAGE_SIZE && (
        <Pager
          page={current}
          pageSize={PREVIEW_PAGE_SIZE}
          total={shown.length}
          onPageChange={setPage}
          itemsLabel={t("panel.rows")}
        />
      )}
    </div>
  );
}
