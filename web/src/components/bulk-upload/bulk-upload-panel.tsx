import { type ChangeEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ApiError } from "@/lib/api.ts";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { NAMESPACE } from "./i18n.ts";
import { flagRepeatedRows, type ParsedRow, parseSheetRows, type UploadColumn } from "./parse-rows.ts";
import { readUploadedSheet } from "./read-sheet.ts";
import { RowsPreview } from "./rows-preview.tsx";
import { applyRowErrors } from "./server-row-errors.ts";
import { MAX_SHEET_FILE_BYTES, MAX_UNPACKED_BYTES, type SheetRefusal } from "./sheet-guard.ts";
import { downloadWorkbook, isSheetFile, SHEET_ACCEPT, TEMPLATE_ROWS } from "./spreadsheet.ts";

export type BulkUploadPanelProps<Field extends string, Result> = {
  /** The template's columns, in order (their headings are the spec's). */
  columns: readonly UploadColumn<Field>[];
  /** The contracts' schema of one row: each row is checked with it before anything is sent. */
  rowSchema: z.ZodType;
  /** Fields that make two rows of the file the same record (flagged before sending). */
  sameRecordFields?: readonly Field[];
  /** Most rows one upload may carry (the server's limit). */
  maxRows: number;
  templateFileName: string;
  /** The noun of this screen, translated: "student". */
  item: string;
  /** A number of them, by the language's plural rules: 1 → "1 student", 5 → "5 students". */
  counted: (count: number) => string;
  /** Sends every row in one request (all or nothing); each row carries its sheet row number as `row`. */
  send: (rows: SheetRecord<Field>[]) => Promise<Result>;
  /** The screen's text when the server explains nothing ("Failed to add students"). */
  failedFallback: string;
  /** After the server saved the rows (the screen shows its toast and what comes next). */
  onSaved: (result: Result, rows: SheetRecord<Field>[]) => void;
};

/** A row as it is sent: the template's fields and the row's number in the sheet. */
export type SheetRecord<Field extends string> = Record<Field, unknown> & { row: number };

type Phase<F extends string> =
  | { name: "idle"; problem?: string }
  | { name: "reading"; file: string }
  | { name: "preview"; file: string; rows: ParsedRow<F>[]; refused?: boolean }
  | { name: "sending"; file: string; rows: ParsedRow<F>[] }
  | { name: "done"; file: string; count: number };

/**
 * The bulk panel of Add Student and Add Teacher: a template made in the browser, an upload of
 * .xlsx, .xls or .csv, a preview of every row with its problems highlighted (checked with the
 * contracts' row schema, so nothing is sent while a row is wrong), progress while the rows travel,
 * a summary after, and the server's own per-row problems shown against their rows if it refuses.
 * SheetJS is downloaded only when a template is made or a file is read.
 */
export function BulkUploadPanel<F extends string, Result>(props: BulkUploadPanelProps<F, Result>) {
  const { t } = useTranslation(NAMESPACE);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase<F>>({ name: "idle" });
  const [makingTemplate, setMakingTemplate] = useState(false);
  const { columns, maxRows } = props;

  const downloadTemplate = async () => {
    setMakingTemplate(true);
    try {
      const template = columns.map((column) => ({ ...column, asText: column.kind === "date" }));
      await downloadWorkbook(props.templateFileName, "Sheet1", template, [], { textRows: TEMPLATE_ROWS });
    } catch (error) {
      toast.error(apiErrorMessage(error, t("panel.unreadable")));
    } finally {
      setMakingTemplate(false);
    }
  };

  /** What was refused and why, in the reader's language. */
  const refusalText = (refusal: SheetRefusal, file: string) => {
    const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
    switch (refusal.reason) {
      case "fileTooLarge":
        return t("panel.fileTooLarge", { file, size: refusal.megabytes, max: mb(MAX_SHEET_FILE_BYTES) });
      case "unpacksTooLarge":
        return t("panel.unpacksTooLarge", { file, size: refusal.megabytes, max: mb(MAX_UNPACKED_BYTES) });
      default:
        return t(`panel.${refusal.reason}`, { file });
    }
  };

  const reset = (problem?: string) => {
    if (input.current) input.current.value = "";
    setPhase(problem ? { name: "idle", problem } : { name: "idle" });
  };

  const refuse = (problem: string) => {
    toast.error(problem);
    reset(problem);
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return refuse(translateMessage("excelFileRequired"));
    if (!isSheetFile(file.name)) return refuse(translateMessage("excelFileRequired"));
    setPhase({ name: "reading", file: file.name });
    // The heading, the most rows one upload takes, and one more to tell that there are too many.
    const read = await readUploadedSheet(file, maxRows + 2).catch(
      () => ({ ok: false, unreadable: true }) as const,
    );
    if (!read.ok) {
      return refuse("refusal" in read ? refusalText(read.refusal, file.name) : t("panel.unreadable"));
    }
    const parsed = parseSheetRows(read.table, columns, props.rowSchema);
    if (parsed.missingColumns.length > 0)
      return refuse(t("panel.missingColumns", { columns: parsed.missingColumns.join(", ") }));
    if (parsed.rows.length === 0) return refuse(t("panel.noRows"));
    if (parsed.rows.length > maxRows) return refuse(t("panel.tooManyRowsMore", { max: maxRows }));
    const rows = props.sameRecordFields
      ? flagRepeatedRows(parsed.rows, props.sameRecordFields, (row) => `duplicateInFile?row=${row}`)
      : parsed.rows;
    setPhase({ name: "preview", file: file.name, rows });
  };

  const send = async (file: string, rows: ParsedRow<F>[]) => {
    setPhase({ name: "sending", file, rows });
    const values = rows.map((row) => ({ ...row.values, row: row.sheetRow }));
    try {
      const result = await props.send(values);
      setPhase({ name: "done", file, count: rows.length });
      if (input.current) input.current.value = "";
      props.onSaved(result, values);
    } catch (error) {
      toast.error(apiErrorMessage(error, props.failedFallback));
      const rowErrors = error instanceof ApiError ? error.rowErrors : undefined;
      if (rowErrors?.length) {
        setPhase({
          name: "preview",
          file,
          rows: applyRowErrors(rows, rowErrors),
          refused: true,
        });
      } else setPhase({ name: "preview", file, rows });
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => void readFile(event.target.files?.[0]);
  const busy = phase.name === "reading" || phase.name === "sending";

  return (
    <Card title={t("panel.title")}>
      <ol className="flex list-decimal flex-col gap-3 ps-5 marker:font-bold marker:text-brand-700">
        <li>
          <p>{t("panel.stepTemplate", { item: props.item })}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            loading={makingTemplate}
            onClick={() => void downloadTemplate()}
          >
            {makingTemplate ? t("panel.preparing") : t("panel.downloadTemplate")}
          </Button>
          <p className="mt-2 text-caption text-ink-muted">{t("panel.stepDates")}</p>
        </li>
        <li>
          <p>{t("panel.stepUpload")}</p>
          <label
            htmlFor={inputId}
            className="mt-2 flex min-h-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-card border-2 border-dashed border-brand-200 bg-brand-50/50 px-4 py-4 text-center hover:border-brand-400 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-(--focus-ring)"
          >
            <span className="font-bold text-brand-700">{t("panel.chooseFile")}</span>
            <span className="text-caption text-ink-muted">{t("panel.dropHint")}</span>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={SHEET_ACCEPT}
              disabled={busy}
              onChange={onChange}
              className="sr-only"
            />
          </label>
        </li>
      </ol>

      <div aria-live="polite" className="mt-4 empty:hidden">
        {phase.name === "idle" && phase.problem && (
          <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 font-semibold text-danger-800">
            {phase.problem}
          </p>
        )}
        {phase.name === "reading" && (
          <p className="text-ink-muted">{t("panel.reading", { file: phase.file })}</p>
        )}
        {phase.name === "sending" && (
          <div className="flex flex-col gap-2">
            <p className="font-semibold">
              {t("panel.sending", { counted: props.counted(phase.rows.length) })}
            </p>
            <progress className="h-2 w-full accent-brand-600" aria-label={t("panel.sendingShort")} />
          </div>
        )}
        {phase.name === "done" && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-control bg-success-50 px-3 py-2">
            <p role="status" className="font-semibold text-success-800">
              {t("panel.done", { count: phase.count, counted: props.counted(phase.count), file: phase.file })}
            </p>
            <Button variant="secondary" size="sm" onClick={() => reset()}>
              {t("panel.uploadAnother")}
            </Button>
          </div>
        )}
      </div>

      {(phase.name === "preview" || phase.name === "sending") && (
        <PreviewBlock
          {...props}
          file={phase.file}
          rows={phase.rows}
          refused={phase.name === "preview" && phase.refused === true}
          sending={phase.name === "sending"}
          onSend={() => void send(phase.file, phase.rows)}
          onCancel={() => reset()}
        />
      )}
    </Card>
  );
}

function PreviewBlock<F extends string, Result>(
  props: BulkUploadPanelProps<F, Result> & {
    file: string;
    rows: ParsedRow<F>[];
    refused: boolean;
    sending: boolean;
    onSend: () => void;
    onCancel: () => void;
  },
) {
  const { t } = useTranslation(NAMESPACE);
  const { rows } = props;
  const problems = rows.filter((row) => Object.keys(row.errors).length > 0).length;
  return (
    <div className="mt-4 flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold">{t("panel.summary", { count: rows.length, file: props.file })}</span>
        <span className="rounded-full bg-success-50 px-2 py-0.5 text-caption font-bold text-success-800">
          {t("panel.ready", { count: rows.length - problems })}
        </span>
        {problems > 0 && (
          <span className="rounded-full bg-danger-50 px-2 py-0.5 text-caption font-bold text-danger-800">
            {t("panel.withProblems", { count: problems })}
          </span>
        )}
      </p>
      {problems > 0 && (
        <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 font-semibold text-danger-800">
          {props.refused ? t("panel.refused") : t("panel.fixAndRetry")}
        </p>
      )}
      <RowsPreview columns={props.columns} rows={rows} startWithProblems={problems > 0} />
      <div className="flex flex-wrap gap-3">
        <Button loading={props.sending} disabled={problems > 0 || props.sending} onClick={props.onSend}>
          {props.sending
            ? t("panel.sendingShort")
            : // The rows that can be added: with any problem the button waits, but says what is ready.
              t("panel.send", { counted: props.counted(rows.length - problems) })}
        </Button>
        <Button variant="secondary" disabled={props.sending} onClick={props.onCancel}>
          {t("panel.chooseAnother")}
        </Button>
      </div>
    </div>
  );
}
