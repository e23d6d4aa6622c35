import { LIMITS, type Student } from "@ganit/contracts";
import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  emailColumnOptions,
  nameColumnOptions,
  phoneColumnOptions,
  rollNumberColumnOptions,
} from "@/components/screen-parts.tsx";
import { Button, RowActionButton } from "@/components/ui/button.tsx";
import { type DataTableColumn, dataTableColumns } from "@/components/ui/data-table.tsx";
import { controlClasses } from "@/components/ui/field.tsx";
import { TruncatedText } from "@/components/ui/truncated-text.tsx";
import { NAMESPACE } from "./i18n.ts";
import { CLASS_NUMBERS } from "./student-columns.ts";

/** The row being edited inline: its id and the name and class as typed so far. */
export type StudentDraft = { id: string; name: string; class: number; section: string };

/** What the cells need from the page: the draft, what is in flight, and the handlers. */
export type StudentRowActions = {
  draft: StudentDraft | null;
  saving: boolean;
  onDraftChange: (draft: StudentDraft) => void;
  onView: (student: Student) => void;
  onEdit: (student: Student) => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: (student: Student) => void;
};

export const StudentRowActionsContext = createContext<StudentRowActions | null>(null);

const column = dataTableColumns<Student>();
/** The widest a name or an e-mail may make its column before it is cut (whole on hover and focus). */
const NAME_WIDTH = "24ch";
const EMAIL_WIDTH = "38ch";

/** Roll No, Name, Email, Phone (N/A when missing), Class, Actions; the server sorts name, email and class. */
export function useStudentListColumns(): DataTableColumn<Student>[] {
  const { t } = useTranslation(NAMESPACE);
  return useMemo(
    () => [
      // On a phone's card: the name heads it; roll number, phone, class and e-mail share the lines below.
      column.accessor("rollNumber", {
        ...rollNumberColumnOptions(t("list.columns.rollNumber")),
        meta: { ...rollNumberColumnOptions("").meta, cardRole: "brief" },
        enableSorting: false,
      }),
      column.accessor("name", {
        ...nameColumnOptions(t("list.columns.name")),
        cell: ({ row }) => <NameCell student={row.original} />,
      }),
      column.accessor("email", {
        ...emailColumnOptions(t("list.columns.email"), EMAIL_WIDTH),
        // An address names itself: on a phone's card it takes the whole width of the line below.
        meta: { className: "whitespace-nowrap", cardRole: "brief", cardLabelHidden: true, cardOwnLine: true },
      }),
      column.accessor("phone", {
        ...phoneColumnOptions(t("list.columns.phone"), t("ui.notApplicable", { ns: "common" })),
        meta: { className: "whitespace-nowrap", cardRole: "brief" },
      }),
      column.accessor("class", {
        header: t("list.columns.class"),
        meta: { className: "whitespace-nowrap", cardRole: "brief", cardLabelHidden: true },
        cell: ({ row }) => <ClassCell student={row.original} />,
      }),
      column.accessor("linkedParents", {
        header: t("list.columns.parent"),
        enableSorting: false,
        // On a phone's card the count names itself ("1 parent"), beside the class, so the card stays short.
        meta: { className: "whitespace-nowrap", cardRole: "brief", cardLabelHidden: true },
        cell: ({ row }) =>
          row.original.linkedParents ? t("list.parentCount", { count: row.original.linkedParents }) : "–",
      }),
      column.display({
        id: "actions",
        header: t("list.columns.actions"),
        // View, Edit and Delete stay on one line beside the row they act on.
        meta: { cardRole: "actions", label: t("list.columns.actions"), className: "whitespace-nowrap" },
        cell: ({ row }) => <ActionsCell student={row.original} />,
      }),
    ],
    [t],
  );
}

function useDraftOf(student: Student) {
  const actions = useContext(StudentRowActionsContext);
  const draft = actions?.draft?.id === student._id ? actions.draft : null;
  return { actions, draft };
}

function NameCell({ student }: { student: Student }) {
  const { t } = useTranslation(NAMESPACE);
  const { actions, draft } = useDraftOf(student);
  if (!actions || !draft) return <TruncatedText text={student.name} maxWidth={NAME_WIDTH} />;
  return (
    <input
      // The Edit button put this row in edit mode: the name is what the school came to change.
      // biome-ignore lint/a11y/noAutofocus: focus follows the Edit button that was just pressed
      autoFocus
      aria-label={t("list.editName", { name: student.name })}
      value={draft.name}
      maxLength={120}
      disabled={actions.saving}
      onChange={(event) => actions.onDraftChange({ ...draft, name: event.target.value })}
      onKeyDown={(event) => {
        if (event.key === "Enter") actions.onSave();
        if (event.key === "Escape") actions.onCancel();
      }}
      className={controlClasses(draft.name.trim() === "")}
    />
  );
}

function ClassCell({ student }: { student: Student }) {
  const { t } = useTranslation(NAMESPACE);
  const { actions, draft } = useDraftOf(student);
  if (!actions || !draft)
    return (
      <>
        {student.section
          ? t("list.classSection", { class: student.class, section: student.section })
          : t("list.classOption", { class: student.class })}
      </>
    );
  return (
    <div className="flex gap-2">
      <select
        aria-label={t("list.editClass", { name: student.name })}
        value={draft.class}
        disabled={actions.saving}
        onChange={(event) => actions.onDraftChange({ ...draft, class: Number(event.target.value) })}
        className={controlClasses(false)}
      >
        {CLASS_NUMBERS.map((number) => (
          <option key={number} value={number}>
            {t("list.classOption", { class: number })}
          </option>
        ))}
      </select>
      <input
        aria-label={t("list.editSection", { name: student.name })}
        placeholder={t("list.sectionPlaceholder")}
        value={draft.section}
        maxLength={LIMITS.sectionMax}
        disabled={actions.saving}
        onChange={(event) => actions.onDraftChange({ ...draft, section: event.target.value })}
        className={`${controlClasses(false)} w-20`}
      />
    </div>
  );
}

function ActionsCell({ student }: { student: Student }) {
  const { t } = useTranslation(NAMESPACE);
  const { actions, draft } = useDraftOf(student);
  if (!actions) return null;
  if (draft)
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          loading={actions.saving}
          disabled={draft.name.trim() === ""}
          onClick={actions.onSave}
        >
          {actions.saving ? t("list.saving") : t("list.save")}
        </Button>
        <Button size="sm" variant="secondary" disabled={actions.saving} onClick={actions.onCancel}>
          {t("list.cancel")}
        </Button>
      </div>
    );
  const editingAnother = actions.draft !== null;
  return (
    <div className="flex flex-wrap gap-2 md:flex-nowrap">
      <RowActionButton
        label={t("list.view")}
        accessibleName={t("list.viewStudent", { name: student.name })}
        onClick={() => actions.onView(student)}
      />
      <RowActionButton
        label={t("list.edit")}
        accessibleName={t("list.editStudent", { name: student.name })}
        disabled={editingAnother}
        onClick={() => actions.onEdit(student)}
      />
      <RowActionButton
        label={t("list.delete")}
        accessibleName={t("list.deleteStudent", { name: student.name })}
        variant="ghost"
        className="text-danger-700 hover:bg-danger-50"
        disabled={editingAnother}
        onClick={() => actions.onDelete(student)}
      />
    </div>
  );
}
