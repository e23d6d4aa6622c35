import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";

/**
 * An export or download (a list's filtered rows as .xlsx, the audit trail, a class's progress sheet, a
 * credentials sheet, a printable paper): one at a time, with its progress while it runs (`true` when it
 * reports none, or which of several runs: a format, a language), and a failure said as an error toast.
 */
export function useListExport<Progress = true>() {
  const [progress, setProgress] = useState<Progress | null>(null);
  // A second tap before the first one's render disables the buttons would build and save it twice.
  const running = useRef(false);
  const run = async (
    start: Progress,
    work: (report: (progress: Progress) => void) => Promise<void>,
    failure: (error: unknown) => string,
  ) => {
    if (running.current) return;
    running.current = true;
    setProgress(start);
    try {
      await work(setProgress);
    } catch (error) {
      toast.error(failure(error));
    } finally {
      running.current = false;
      setProgress(null);
    }
  };
  return { progress, exporting: progress !== null, run };
}

/**
 * The export of a list that stops at the most rows one export writes (`work` says how many rows it
 * wrote, of how many): a warning when the list held more than went into the file, else how many
 * went; a failure as an error toast. Its words are the feature's `export` block, looked up by `text`.
 */
export function useCappedListExport(
  text: (key: "capped" | "done" | "failed", options?: { count: number }) => string,
) {
  const { exporting, run } = useListExport();
  const start = (work: () => Promise<{ exported: number; total: number }>) =>
    run(
      true,
      async () => {
        const { exported, total } = await work();
        if (total > exported) toast.warning(text("capped", { count: exported }));
        else toast.success(text("done", { count: exported }));
      },
      () => text("failed"),
    );
  return { exporting, start };
}

/** The header's Export button: spins while the export runs; nothing to export when the list is `empty`. */
export function ListExportButton({
  exporting,
  empty,
  label,
  onExport,
}: {
  exporting: boolean;
  empty: boolean;
  label: string;
  onExport: () => void;
}) {
  return (
    <Button variant="secondary" loading={exporting} disabled={empty} onClick={onExport}>
      {label}
    </Button>
  );
}
