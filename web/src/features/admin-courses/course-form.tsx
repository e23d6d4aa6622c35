import type { CourseInput, MessageRef } from "@ganit/contracts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { ApiError } from "@/lib/api.ts";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { ClassEditor } from "./class-editor.tsx";
import {
  addClass,
  type CourseDraft,
  classOfFirstError,
  type DraftClass,
  type DraftErrors,
  draftToRequest,
  removeClass,
  renumberClass,
  validateDraft,
} from "./course-draft.ts";
import { AddRowButton, errorAt } from "./course-parts.tsx";
import { NAMESPACE } from "./i18n.ts";

/**
 * The course tree form of Create New Course and Edit Course. Everything is edited locally; Save runs
 * the contract's rules in the browser, then sends the whole document once. The server's field errors
 * land under the same fields (the paths are the API's). Add shows every class; edit shows the class
 * chosen in the dropdown.
 */
export function CourseForm({
  mode,
  initial,
  initialClass,
  save,
  fallback,
  onSaved,
  footer,
}: {
  mode: "add" | "edit";
  initial: CourseDraft;
  /** Edit: the class number to show first (from `?class=n`). */
  initialClass?: number | null;
  /** Sends the document; rejects with the ApiError of a refusal. */
  save: (request: CourseInput) => Promise<unknown>;
  /** The spec's toast when the server says nothing ('Failed to add course'), translated. */
  fallback: string;
  onSaved: () => void;
  /** What sits next to the submit button (a Cancel link). */
  footer?: React.ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const [shownKey, setShownKey] = useState(
    () =>
      (initial.classes.find((klass) => klass.classNumber === initialClass) ?? initial.classes[0])?.key ?? "",
  );
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused save, the first field with a message gets the focus (once it is on screen).
  useEffect(() => {
    if (!focusRequest) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [focusRequest]);

  const refuse = (ref: MessageRef) => toast.error(translateMessage(ref));
  const setClasses = (
    result: DraftClass[] | MessageRef,
    show?: (classes: DraftClass[]) => string | undefined,
  ) => {
    if (typeof result === "string") return refuse(result);
    setDraft((old) => ({ ...old, classes: result }));
    const next = show?.(result);
    if (next) setShownKey(next);
  };
  const setClass = (key: string, klass: DraftClass) =>
    setDraft((old) => ({ ...old, classes: old.classes.map((c) => (c.key === key ? klass : c)) }));

  const showErrors = (found: DraftErrors, classes: DraftClass[]) => {
    setErrors(found);
    const at = classOfFirstError(found);
    const klass = at === null ? undefined : classes[at];
    if (mode === "edit" && klass) setShownKey(klass.key);
    setFocusRequest((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateDraft(draft);
    if (Object.keys(found).length) {
      showErrors(found, draft.classes);
      toast.error(t("form.fixErrors"));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await save(draftToRequest(draft));
      onSaved();
    } catch (error) {
      const fieldKeys = error instanceof ApiError ? { ...error.fields, ...error.fieldKeys } : {};
      if (Object.keys(fieldKeys).length) showErrors(fieldKeys, draft.classes);
      toast.error(apiErrorMessage(error, fallback));
    } finally {
      setBusy(false);
    }
  };

  const shownIndex = Math.max(
    0,
    draft.classes.findIndex((klass) => klass.key === shownKey),
  );
  const visible = mode === "add" ? draft.classes.map((klass, index) => ({ klass, index })) : [];
  const shown = draft.classes[shownIndex];
  if (mode === "edit" && shown) visible.push({ klass: shown, index: shownIndex });
  const otherClassErrors =
    mode === "edit"
      ? draft.classes.filter(
          (_, index) =>
            index !== shownIndex && Object.keys(errors).some((p) => p.startsWith(`classLevels.${index}.`)),
        )
      : [];

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy}>
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-6">
        <div className="grid grid-cols-1 items-start gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:grid-cols-2 sm:p-6">
          <Input
            label={t("form.name")}
            value={draft.name}
            required
            maxLength={400}
            autoComplete="off"
            onChange={(event) => setDraft((old) => ({ ...old, name: event.target.value }))}
            error={errorAt(errors, "name")}
          />
          <Input
            label={t("form.nameHi")}
            hint={t("form.hindiHint")}
            lang="hi"
            value={draft.nameHi}
            maxLength={400}
            autoComplete="off"
            onChange={(event) => setDraft((old) => ({ ...old, nameHi: event.target.value }))}
            error={errorAt(errors, "nameHi")}
          />
          {mode === "edit" && (
            <Select
              label={t("form.chooseClass")}
              value={shown?.key ?? ""}
              options={draft.classes.map((klass) => ({
                value: klass.key,
                label: t("form.classOption", { number: klass.classNumber }),
              }))}
              onChange={(event) => setShownKey(event.target.value)}
            />
          )}
          {errorAt(errors, "classLevels") && (
            <p role="alert" className="font-semibold text-danger-700 sm:col-span-2">
              {errorAt(errors, "classLevels")}
            </p>
          )}
          {otherClassErrors.map((klass) => (
            <p key={klass.key} className="font-semibold text-danger-700 sm:col-span-2">
              {t("form.errorsInClass", { number: klass.classNumber })}
            </p>
          ))}
        </div>

        {visible.map(({ klass, index }) => (
          <ClassEditor
            key={klass.key}
            klass={klass}
            index={index}
            errors={errors}
            onChange={(next) => setClass(klass.key, next)}
            onNumberChange={(n) => setClasses(renumberClass(draft.classes, klass.key, n))}
            onRemove={() =>
              setClasses(removeClass(draft.classes, klass.key), (classes) =>
                klass.key === shownKey ? classes[0]?.key : undefined,
              )
            }
          />
        ))}

        <div className="flex flex-wrap items-center gap-3">
          <AddRowButton
            label={t("form.addClass")}
            onAdd={() => setClasses(addClass(draft.classes), (classes) => classes.at(-1)?.key)}
          />
        </div>

        <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
          <Button type="submit" loading={busy}>
            {mode === "add"
              ? busy
                ? t("form.submittingAdd")
                : t("form.submitAdd")
              : busy
                ? t("form.submittingEdit")
                : t("form.submitEdit")}
          </Button>
          {footer}
        </div>
      </fieldset>
    </form>
  );
}
