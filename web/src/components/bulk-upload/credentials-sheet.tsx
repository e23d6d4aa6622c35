import "./credentials-print.css";
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { useListExport } from "@/components/list-export.tsx";
import { Button } from "@/components/ui/button.tsx";
import { NAMESPACE } from "./i18n.ts";
import { downloadWorkbook } from "./spreadsheet.ts";

/** One account's first sign-in: who, where they sit, the username and the one-time code. */
export type Credential = {
  name: string;
  /** Class 1–10 (students). */
  class?: number | string | undefined;
  rollNumber?: number | string | undefined;
  username: string;
  code: string;
};

/**
 * The sheet a school hands out after adding accounts: name, class, roll number, username and the
 * one-time code, as an .xlsx download (cells neutralized) and as a page to print (print CSS shows
 * the sheet alone). The codes live only in this component's props: they are shown once, never stored
 * in the browser, and each must be changed at first sign-in.
 */
export function CredentialsSheet({
  credentials,
  item,
  fileName,
  footnote,
}: {
  credentials: readonly Credential[];
  /** The noun of the notice, translated: "student". */
  item: string;
  fileName: string;
  /** A line under the notice (when the codes stop working). */
  footnote?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { exporting: downloading, run } = useListExport();
  const withClass = credentials.some((entry) => entry.class !== undefined);
  const withRoll = credentials.some((entry) => entry.rollNumber !== undefined);
  const signInUrl = `${window.location.origin}/login`;

  const columns: { key: keyof Credential; header: string; width: number }[] = [
    { key: "name", header: t("credentials.name"), width: 28 },
    ...(withClass ? [{ key: "class" as const, header: t("credentials.className"), width: 8 }] : []),
    ...(withRoll ? [{ key: "rollNumber" as const, header: t("credentials.rollNumber"), width: 12 }] : []),
    { key: "username", header: t("credentials.username"), width: 28 },
    { key: "code", header: t("credentials.code"), width: 20 },
  ];

  const download = () =>
    run(
      true,
      () =>
        downloadWorkbook(
          fileName,
          t("credentials.sheetName"),
          columns,
          credentials.map((entry) => columns.map((column) => entry[column.key] ?? "")),
        ),
      () => t("panel.unreadable"),
    );

  return (
    <section
      aria-labelledby="credentials-title"
      className="rounded-card border-2 border-accent-300 bg-white p-5 shadow-card sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="credentials-title" className="text-h2 font-extrabold">
            {t("credentials.title")}
          </h2>
          <p className="mt-1 text-ink-muted">{t("credentials.signInAt", { url: signInUrl })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" loading={downloading} onClick={() => void download()}>
            {t("credentials.download")}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => window.print()}>
            {t("credentials.print")}
          </Button>
        </div>
      </header>
      <p
        role="note"
        className="mt-4 rounded-control border border-accent-300 bg-accent-50 px-3 py-2 font-semibold text-accent-900"
      >
        {t("credentials.notice", { item })}
        {footnote && <span className="mt-1 block font-normal">{footnote}</span>}
      </p>
      <div className="mt-4 overflow-x-auto">
        <CredentialsTable caption={t("credentials.caption")} columns={columns} credentials={credentials} />
      </div>
      {createPortal(
        // Hidden on screen (the CSS) and from screen readers: the sheet above is the one to read.
        <div data-print-copy aria-hidden="true">
          <h1 className="text-h2 font-extrabold">{t("credentials.title")}</h1>
          <p className="mt-1">{t("credentials.signInAt", { url: signInUrl })}</p>
          <p className="mt-2 font-semibold">
            {t("credentials.notice", { item })} {footnote}
          </p>
          <CredentialsTable caption={t("credentials.caption")} columns={columns} credentials={credentials} />
        </div>,
        document.body,
      )}
    </section>
  );
}

function CredentialsTable({
  caption,
  columns,
  credentials,
}: {
  caption: string;
  columns: { key: keyof Credential; header: string }[];
  credentials: readonly Credential[];
}): ReactNode {
  return (
    <table className="mt-4 w-full border-collapse text-body">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-brand-200">
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className="px-3 py-2 text-start text-caption font-bold uppercase"
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {credentials.map((entry) => (
          <tr key={entry.username} className="border-b border-line">
            {columns.map((column) =>
              column.key === "name" ? (
                <th key={column.key} scope="row" className="px-3 py-2 text-start font-semibold">
                  {entry.name}
                </th>
              ) : (
                <td
                  key={column.key}
                  className={
                    column.key === "code"
                      ? "whitespace-nowrap px-3 py-2 font-mono text-lead font-bold tracking-wider"
                      : column.key === "username"
                        ? "px-3 py-2 font-mono"
                        : "px-3 py-2 tabular-nums"
                  }
                >
                  {entry[column.key]}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
