import type { PrintLanguage } from "@ganit/contracts";
import { useListExport } from "@/components/list-export.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { apiDownload } from "@/lib/api.ts";
import { apiErrorMessage } from "@/lib/messages.ts";

const LANGUAGES: readonly PrintLanguage[] = ["en", "hi"];

/**
 * A printable paper's two buttons, one per language (a test paper, a class's or a child's report):
 * the server builds the A4 PDF, the browser saves it. The screen gives the words (its own keys).
 */
export function PrintButtons({
  legend,
  labels,
  path,
  filename,
  failed,
  size = "md",
}: {
  legend: string;
  labels: Record<PrintLanguage, string>;
  path: (language: PrintLanguage) => string;
  filename: (language: PrintLanguage) => string;
  failed: string;
  size?: "sm" | "md";
}) {
  const { progress: busy, run } = useListExport<PrintLanguage>();
  const print = (language: PrintLanguage) =>
    run(
      language,
      () => apiDownload(path(language), filename(language)),
      (error) => apiErrorMessage(error, failed),
    );
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className={buttonClasses({ variant: "secondary", size })}
          disabled={busy !== null}
          aria-busy={busy === language}
          onClick={() => void print(language)}
        >
          {labels[language]}
        </button>
      ))}
    </fieldset>
  );
}
