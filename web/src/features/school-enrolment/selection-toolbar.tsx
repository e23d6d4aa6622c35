import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { NAMESPACE } from "./i18n.ts";

export type SelectionToolbarProps = {
  selectedCount: number;
  /** No target class chosen: nothing can be added or removed ('Please select a class first'). */
  noClass: boolean;
  /** The current page has rows to select. */
  pageHasRows: boolean;
  /** Every row of the current page is selected / none is. */
  pageAllSelected: boolean;
  pageNoneSelected: boolean;
  /** There are matching students (over all pages). */
  anyMatching: boolean;
  selectingAll: boolean;
  /** A bulk add or removal is on its way. */
  busy: "add" | "remove" | null;
  /** The cap of "Select All Filtered" was reached (more matched than were selected). */
  capped: number | null;
  onSelectAllFiltered: () => void;
  onSelectPage: () => void;
  onDeselectPage: () => void;
  onClear: () => void;
  onAddSelected: () => void;
  onRemoveSelected: () => void;
  /** The target class's seats: what is left (null: no limit); absent before the statistics arrive. */
  seats?: { classNumber: number; left: number | null };
  /** Why nothing can be added to the target class (it is on hold): said beside Add Selected. */
  addRefusal?: string | null;
};

/**
 * Select All Filtered (every matching student over all pages), Select / Deselect Current Page, Clear
 * Selection; Add Selected and Remove Selected. Each is disabled while it cannot act, and the reason
 * is written beside them (the spec's 'Please select a class first', 'Please select at least one student').
 */
export function SelectionToolbar(props: SelectionToolbarProps) {
  const { t } = useTranslation(NAMESPACE);
  const { selectedCount, noClass, busy } = props;
  const locked = busy !== null || props.selectingAll;
  const hint = noClass
    ? t("selectClassFirst", { ns: "messages" })
    : props.addRefusal
      ? props.addRefusal
      : selectedCount === 0
        ? t("selectAtLeastOneStudent", { ns: "messages" })
        : null;
  const seats = props.seats;
  const over = seats && seats.left !== null ? selectedCount - seats.left : 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons, not a form's fieldset
    <div
      role="group"
      aria-label={t("enrol.selection")}
      className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p aria-live="polite" className="me-auto font-semibold text-brand-900">
          {t("enrol.selectedCount", { count: selectedCount })}
        </p>
        <Button
          size="sm"
          variant="secondary"
          loading={props.selectingAll}
          disabled={noClass || !props.anyMatching || locked}
          onClick={props.onSelectAllFiltered}
        >
          {props.selectingAll ? t("enrol.selectingAll") : t("enrol.selectAllFiltered")}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={noClass || !props.pageHasRows || props.pageAllSelected || locked}
          onClick={props.onSelectPage}
        >
          {t("enrol.selectCurrentPage")}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!props.pageHasRows || props.pageNoneSelected || locked}
          onClick={props.onDeselectPage}
        >
          {t("enrol.deselectCurrentPage")}
        </Button>
        <Button size="sm" variant="ghost" disabled={selectedCount === 0 || locked} onClick={props.onClear}>
          {t("enrol.clearSelection")}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          loading={busy === "add"}
          disabled={noClass || selectedCount === 0 || locked || Boolean(props.addRefusal)}
          onClick={props.onAddSelected}
        >
          {t("enrol.addSelected")}
        </Button>
        <Button
          variant="dangerQuiet"
          loading={busy === "remove"}
          disabled={noClass || selectedCount === 0 || locked}
          onClick={props.onRemoveSelected}
        >
          {t("enrol.removeSelected")}
        </Button>
        {hint && (
          <p role="status" className="text-caption font-semibold text-ink-muted">
            {hint}
          </p>
        )}
      </div>
      {seats && !noClass && !props.addRefusal && (
        <p aria-live="polite" className="text-caption font-semibold text-ink">
          {seats.left === null
            ? t("enrol.seatsLeftUnlimited", { class: seats.classNumber, selected: selectedCount })
            : t("enrol.seatsLeft", { class: seats.classNumber, left: seats.left, selected: selectedCount })}
          {over > 0 && (
            <span className="block font-normal text-warning-800">{t("enrol.seatsShort", { over })}</span>
          )}
        </p>
      )}
      {props.capped !== null && (
        <p role="status" className="text-caption text-warning-800">
          {t("enrol.capReached", { count: props.capped })}
        </p>
      )}
    </div>
  );
}
