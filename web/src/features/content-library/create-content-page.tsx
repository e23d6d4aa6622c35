import {
  CONTENT_NAME_FIELDS,
  type ContentNameField,
  contentInputSchema,
  LIMITS,
  ROUTES,
  utf8Bytes,
} from "@ganit/contracts";
import { useDeferredValue, useEffect, useId, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { BackLinkHeader } from "@/components/back-link-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { controlClasses, describedBy, Field } from "@/components/ui/field.tsx";
import { Select } from "@/components/ui/select.tsx";
import { useApiForm } from "@/lib/api-form.ts";
import { translateMessage } from "@/lib/messages.ts";
import { type OptionChoices, useContentOptionsFor, useCreateContent } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { LivePreview } from "./live-preview.tsx";
import { NameOrExisting } from "./name-or-existing.tsx";

type NameField = ContentNameField;
type CascadeField = NameField | "classnumber";
/** The pickers in their order: a change clears the names picked below it (they belonged to the old one). */
const CASCADE: CascadeField[] = ["coursename", "classnumber", "topicname", "subtopicname", "contentname"];
const CLASSES = Array.from({ length: LIMITS.classMax - LIMITS.classMin + 1 }, (_, i) =>
  String(i + LIMITS.classMin),
);

/**
 * /create: a lesson page. Course, topic, subtopic and name are typed new or picked from the library
 * ('Use Existing', each narrowed by the choices above it); the body is HTML with a live preview in
 * a sandboxed frame beside it.
 */
export default function CreateContentPage() {
  const { t } = useTranslation(NAMESPACE);
  const [saved, setSaved] = useState<{ id: string; name: string } | null>(null);
  const [existing, setExisting] = useState<Record<NameField, boolean>>({
    coursename: false,
    topicname: false,
    subtopicname: false,
    contentname: false,
  });
  const existingRef = useRef(existing);
  existingRef.current = existing;
  const mutation = useCreateContent(() => CONTENT_NAME_FIELDS.filter((name) => existingRef.current[name]));
  const { form, field, errorOf, onSubmit, busy } = useApiForm({
    schema: contentInputSchema,
    defaultValues: {
      coursename: "",
      classnumber: "",
      topicname: "",
      subtopicname: "",
      contentname: "",
      content: "",
    },
    mutation,
    fallback: t("contentSaveFailed", { ns: "messages" }),
    onSuccess: (reply, values) => {
      toast.success(translateMessage(reply));
      setSaved({ id: reply._id, name: values.contentname });
      // The next page of a series usually shares course, class, topic and subtopic.
      form.reset({ ...form.getValues(), contentname: "", content: "" });
    },
    onError: (_error, shown) => {
      // A refusal under a field shows there; say so at the top too, in the spec's words.
      if (shown.onFields.length) toast.error(t("contentSaveFailed", { ns: "messages" }));
    },
  });
  const values = useWatch({ control: form.control });
  const current: OptionChoices = {
    course: values.coursename?.trim() || undefined,
    class: values.classnumber ? String(values.classnumber) : undefined,
    topic: values.topicname?.trim() || undefined,
    subtopic: values.subtopicname?.trim() || undefined,
  };
  const options = useContentOptionsFor(useSettled(current));
  // A list is shown only when it answers the choices now above it; else it is loading.
  const answered = options.data?.for;
  const sameAs = (keys: (keyof OptionChoices)[]) =>
    answered !== undefined &&
    keys.every((key) => (answered[key] ?? "").toLowerCase() === (current[key] ?? "").toLowerCase());
  const listOf = (name: NameField): string[] | null => {
    const data = options.data;
    if (!data) return null;
    if (name === "coursename") return data.courses;
    if (name === "topicname") return sameAs(["course", "class"]) ? data.topics : null;
    if (name === "subtopicname") return sameAs(["course", "class", "topic"]) ? data.subtopics : null;
    return sameAs(["course", "class", "topic", "subtopic"]) ? data.contentnames : null;
  };
  /** Clears the names picked from the library below `changed`: they were under the old choice. */
  const clearBelow = (changed: CascadeField) => {
    for (const below of CASCADE.slice(CASCADE.indexOf(changed) + 1)) {
      if (below !== "classnumber" && existing[below] && form.getValues(below)) form.setValue(below, "");
    }
  };
  const body = String(values.content ?? "");
  const preview = useDeferredValue(body);
  const bytes = utf8Bytes(body);
  const bodyId = useId();
  const bodyHint = `${t("create.contentHint")} ${t("create.size", {
    kb: Math.ceil(bytes / 1000),
    max: LIMITS.contentBodyMaxBytes / 1000,
  })}`;

  const nameField = (name: NameField) => (
    <NameOrExisting
      name={name}
      label={t(`create.${name}`)}
      value={String(values[name] ?? "")}
      onChange={(value) => {
        form.setValue(name, value, { shouldValidate: form.formState.isSubmitted });
        clearBelow(name);
      }}
      existing={listOf(name)}
      useExisting={existing[name]}
      onUseExistingChange={(on) => {
        setExisting((now) => ({ ...now, [name]: on }));
        form.setValue(name, "");
        clearBelow(name);
      }}
      error={errorOf(name)}
      maxLength={LIMITS.contentNameMax}
    />
  );

  const classField = field("classnumber");

  return (
    <div className="container-page py-8 sm:py-12">
      <BackLinkHeader
        to={ROUTES.content}
        back={t("create.backToList")}
        title={t("create.title")}
        lead={t("create.subtitle")}
        leadWidth="max-w-3xl"
      />

      {saved && (
        <p
          role="status"
          className="mb-6 rounded-card border border-brand-200 bg-brand-50 p-4 font-semibold text-brand-900"
        >
          {t("create.saved", { name: saved.name })}{" "}
          <a
            href={`${ROUTES.viewResource}/${encodeURIComponent(saved.id)}`}
            target="_blank"
            rel="noopener"
            className="text-brand-700 underline"
          >
            {t("create.openSaved")}
          </a>
        </p>
      )}

      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={busy} className="grid gap-6 lg:grid-cols-2">
          <Card className="flex flex-col gap-5">
            {nameField("coursename")}
            <Select
              label={t("create.classnumber")}
              required
              placeholder={t("create.chooseClass")}
              options={CLASSES.map((n) => ({ value: n, label: t("list.classOption", { n }) }))}
              {...classField}
              onChange={(event) => {
                void classField.onChange(event);
                clearBelow("classnumber");
              }}
            />
            {nameField("topicname")}
            {nameField("subtopicname")}
            {nameField("contentname")}
            <Field
              id={bodyId}
              label={t("create.content")}
              hint={bodyHint}
              error={errorOf("content")}
              required
            >
              <textarea
                id={bodyId}
                rows={16}
                spellCheck={false}
                aria-invalid={errorOf("content") ? true : undefined}
                aria-describedby={describedBy(bodyId, bodyHint, errorOf("content"))}
                className={`${controlClasses(Boolean(errorOf("content")))} h-auto min-h-64 font-mono text-caption`}
                {...form.register("content")}
              />
            </Field>
            <Button type="submit" loading={busy} className="self-start">
              {busy ? t("create.submitting") : t("create.submit")}
            </Button>
          </Card>

          <section aria-labelledby={`${bodyId}-preview`} className="flex min-h-96 flex-col gap-2">
            <h2 id={`${bodyId}-preview`} className="text-h3 font-bold">
              {t("create.preview")}
            </h2>
            <p className="text-caption text-ink-muted">{t("create.previewNote")}</p>
            <div className="relative flex min-h-[32rem] flex-1">
              <LivePreview
                html={preview}
                title={t("create.previewTitle")}
                className="min-h-[32rem] w-full flex-1 rounded-card border border-line bg-white"
              />
              {!preview.trim() && (
                <p className="pointer-events-none absolute inset-0 flex items-center justify-center p-6 text-center text-ink-muted">
                  {t("create.previewEmpty")}
                </p>
              )}
            </div>
          </section>
        </fieldset>
      </form>
    </div>
  );
}

/**
 * The pickers' choices once typing has paused, so a name typed letter by letter asks the server
 * once, not once a letter (a school's slow line).
 */
function useSettled<T extends Record<string, string | undefined>>(value: T, delayMs = 400): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for value (a new object each render)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
