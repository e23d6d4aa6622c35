import { LIMITS, type StudentNote } from "@ganit/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-delete-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog } from "@/components/ui/dialog.tsx";
import { controlClasses } from "@/components/ui/field.tsx";
import { LoadingNote } from "@/components/ui/spinner.tsx";
import { localeOf } from "@/lib/dates.ts";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { NAMESPACE } from "./i18n.ts";
import { useNoteChanges, useStudentNotes } from "./notes-api.ts";

type Child = { studentId: string; name: string };

/**
 * "Notes for parents" beside one child: the child's notes from their teachers, newest first, which
 * the child's parents read on their page. A teacher adds one, and edits or deletes their own; the
 * school office reads them (`canWrite` false) and may take one down.
 */
export function NotesDialog({ child, canWrite }: { child: Child; canWrite: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t("notes.title", { name: child.name })}
      description={t("notes.about")}
      trigger={<Button variant="secondary">{t("notes.open")}</Button>}
    >
      {open && <NotesBody studentId={child.studentId} canWrite={canWrite} />}
    </Dialog>
  );
}

function NotesBody({ studentId, canWrite }: { studentId: string; canWrite: boolean }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const notes = useStudentNotes(studentId);
  const changes = useNoteChanges(studentId);
  const [editing, setEditing] = useState<StudentNote | null>(null);
  // A note parents read: deleting it asks first.
  const [deleting, setDeleting] = useState<StudentNote | null>(null);
  const day = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: "medium" });
  const failed = (error: unknown) => toast.error(apiErrorMessage(error, t("notes.saveFailed")));
  return (
    <div className="grid gap-4">
      {canWrite && (
        <NoteForm
          key={editing?.id ?? "new"}
          initial={editing?.text ?? ""}
          busy={changes.write.isPending || changes.update.isPending}
          editing={editing !== null}
          onCancel={() => setEditing(null)}
          onSave={(text, done) => {
            const options = {
              onSuccess: (reply: { message: string; key?: string }) => {
                toast.success(translateMessage(reply));
                setEditing(null);
                done();
              },
              onError: failed,
            };
            if (editing) changes.update.mutate({ id: editing.id, text }, options);
            else changes.write.mutate(text, options);
          }}
        />
      )}
      {notes.isError ? (
        <p role="alert">{t("notes.loadFailed")}</p>
      ) : !notes.data ? (
        <LoadingNote label={t("results.loading")} />
      ) : notes.data.items.length === 0 ? (
        <p className="text-ink-muted">{t("notes.empty")}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t("notes.list")}>
          {notes.data.items.map((note) => (
            <li key={note.id} className="grid gap-1 rounded-xl border border-line p-3">
              <p className="whitespace-pre-line">{note.text}</p>
              <p className="text-caption text-ink-muted">
                {t("notes.byline", {
                  teacher: note.teacherName ?? t("notes.formerTeacher"),
                  day: day.format(new Date(note.createdAt)),
                })}
              </p>
              {(note.removable || (canWrite && note.mine)) && (
                <span className="flex gap-2">
                  {canWrite && note.mine && (
                    <Button variant="secondary" onClick={() => setEditing(note)}>
                      {t("notes.edit")}
                    </Button>
                  )}
                  {/* The school office takes down any note (never edits one): its writer may have left. */}
                  {note.removable && (
                    <Button variant="danger" onClick={() => setDeleting(note)}>
                      {t("notes.delete")}
                    </Button>
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        target={deleting}
        busy={changes.remove.isPending}
        title={t("notes.confirmTitle")}
        description={deleting?.text}
        cancelLabel={t("notes.keep")}
        confirmLabel={t("notes.delete")}
        confirmVariant="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={(note) =>
          changes.remove.mutate(note.id, {
            onSuccess: (reply) => {
              toast.success(translateMessage(reply));
              // The note being edited is gone: the form writes a new one again.
              if (editing?.id === note.id) setEditing(null);
              setDeleting(null);
            },
            onError: failed,
          })
        }
      >
        <p className="text-body">{t("notes.confirmText")}</p>
      </ConfirmDialog>
    </div>
  );
}

function NoteForm(props: {
  initial: string;
  busy: boolean;
  editing: boolean;
  onCancel: () => void;
  onSave: (text: string, done: () => void) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const countId = `${id}-count`;
  const [text, setText] = useState(props.initial);
  const box = useRef<HTMLTextAreaElement>(null);
  // Edit moves the teacher to the form (it sits above the list, maybe off screen on a phone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening a note to edit only
  useEffect(() => {
    if (props.editing) box.current?.focus();
  }, []);
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave(text, () => setText(""));
      }}
    >
      <label htmlFor={id} className="font-semibold">
        {props.editing ? t("notes.editLabel") : t("notes.newLabel")}
      </label>
      <textarea
        id={id}
        ref={box}
        aria-describedby={countId}
        rows={4}
        maxLength={LIMITS.noteMax}
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={`${controlClasses(false)} py-2`}
      />
      <span id={countId} className="text-caption text-ink-muted">
        {t("notes.length", { count: text.length, max: LIMITS.noteMax })}
      </span>
      <span className="flex gap-2">
        <Button type="submit" loading={props.busy} disabled={text.trim() === ""}>
          {t("notes.save")}
        </Button>
        {props.editing && (
          <Button variant="secondary" onClick={props.onCancel}>
            {t("notes.cancel")}
          </Button>
        )}
      </span>
    </form>
  );
}
