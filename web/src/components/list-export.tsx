import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";

/**
 * The .xlsx export of a list's filtered rows (schools, payments…): one at a time, with its progress
 * while it runs (`true` when it reports none), and a failure said as an error toast.
 */
export function useListExport<Progress = true>() {
  const [progress, setProgress] = useState<Progress | null>(null);
  const run = async (
    start: Progress,
    work: (report: (progress: Progress) => void) => Promise<void>,
    failure: (error: unknown) => string,
  ) => {
    setProgress(start);
    try {
      await work(setProgress);
    } catch (error) {
      toast.error(failure(error));
    } finally {
      setProgress(null);
    }
  };
  return { progress, exporting: progress !== null, run };
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
