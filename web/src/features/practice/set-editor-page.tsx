import { ITEM_KINDS, type ItemKind, STREAK_LENGTHS } from "@ganit/contracts/practice-kinds";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { toast } from "sonner";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { ApiError } from "@/lib/api.ts";
import { usePracticeSet, useSavePracticeSet } from "./api.ts";
import { type DraftSet, draftOf, EMPTY_SET, inputOf, newItem } from "./editor-draft.ts";
import { NAMESPACE } from "./i18n.ts";
import { ItemEditor } from "./item-editor.tsx";
import { RemoveSetButton } from "./remove-set.tsx";

// The generator registry (every generator with its Hindi texts) and the preview (which generates
// and renders questions) load with import() once the set is on screen: a first visit to the
// editor does not carry them.
const GeneratorEditor = lazy(() =>
  import("./generator-editor.tsx").then((module) => ({ default: module.GeneratorEditor })),
);
const SetPreview = lazy(() => import("./set-preview.tsx").then((module) => ({ default: module.SetPreview })));

/**
 * /admin/practice/:resourceId (opened from the course editor for a resource of type practice, quiz,
 * MCQ, Fill in the Blanks, matching or worksheet): the resource's exercise set — mode, mastery rule,
 * questions of every kind, generators — saved through `PUT /api/practice/{resourceId}`, and a
 * preview of the saved set in a phone-sized frame.
 */
export default function SetEditorPage() {
  const { resourceId = "" } = useParams();
  const { t } = useTranslation(NAMESPACE);
  const saved = usePracticeSet(resourceId);
  const save = useSavePracticeSet(resourceId);
  const [draft, setDraft] = useState<DraftSet | null>(null);
  const [adding, setAdding] = useState<ItemKind>("numeric");
  const [problem, setProblem] = useState<string | null>(null);
  const missing = saved.error instanceof ApiError && saved.error.status === 404;

  useEffect(() => {
    if (saved.data) setDraft(draftOf(saved.data));
    else if (missing) setDraft((current) => current ?? EMPTY_SET);
  }, [saved.data, missing]);

  if (saved.isError && !missing)
    return (
      <div className="container-page py-6">
        <LoadErrorCard
          message={t("editor.loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void saved.refetch()}
        />
      </div>
    );
  if (!draft)
    return (
      <p role="status" className="container-page py-6 text-ink-muted">
        {t("editor.loading")}
      </p>
    );

  const submit = () => {
    setProblem(null);
    save.mutate(inputOf(draft), {
      onSuccess: () => toast.success(t("editor.saved")),
      onError: (error) => setProblem(error instanceof ApiError ? error.message : t("editor.loadFailed")),
    });
  };
  const setItems = (items: DraftSet["items"]) => setDraft({ ...draft, items });
  const rule = draft.mastery.rule;
  /** A number of "m right of the last n"; an empty box (or 0) stands for `least`. */
  const recentPart = (part: "m" | "n", start: number, least: number) => (
    <Input
      label={t(`editor.${part}`)}
      inputMode="numeric"
      value={String(draft.mastery[part] ?? start)}
      onChange={(e) =>
        setDraft({
          ...draft,
          mastery: { ...draft.mastery, [part]: Number.parseInt(e.target.value, 10) || least },
        })
      }
    />
  );

  return (
    <div className="container-page grid gap-6 py-6 sm:py-8 lg:grid-cols-[1fr_auto]">
      <div className="grid min-w-0 gap-6">
        <header className="grid gap-1">
          <h1 className="text-h1 font-extrabold">{t("editor.title")}</h1>
          <p className="text-lead text-ink-muted">{t("editor.subtitle")}</p>
          {missing && !saved.data && <p className="text-body">{t("editor.fresh")}</p>}
          {saved.data && (
            <p className="text-caption text-ink-muted">
              {t("editor.size", { kb: (saved.data.sizeBytes / 1024).toFixed(1) })}
            </p>
          )}
        </header>
        <Card title={t("editor.mode")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label={t("editor.mode")}
              value={draft.mode}
              options={[
                { value: "practice", label: t("editor.modePractice") },
                { value: "quiz", label: t("editor.modeQuiz") },
              ]}
              onChange={(event) => setDraft({ ...draft, mode: event.target.value as DraftSet["mode"] })}
            />
            <Select
              label={t("editor.mastery")}
              value={rule}
              options={[
                { value: "all", label: t("editor.ruleAll") },
                { value: "streak", label: t("editor.ruleStreak") },
                { value: "recent", label: t("editor.ruleRecent") },
              ]}
              onChange={(event) => {
                const next = event.target.value as DraftSet["mastery"]["rule"];
                setDraft({
                  ...draft,
                  mastery:
                    next === "all"
                      ? { rule: next }
                      : next === "streak"
                        ? { rule: next, n: 3 }
                        : { rule: next, n: 5, m: 4 },
                });
              }}
            />
            {rule === "streak" && (
              <Select
                label={t("editor.n")}
                value={String(draft.mastery.n ?? 3)}
                options={STREAK_LENGTHS.map((n) => ({ value: String(n), label: String(n) }))}
                onChange={(event) => setDraft({ ...draft, mastery: { rule, n: Number(event.target.value) } })}
              />
            )}
            {rule === "recent" && (
              <div className="grid grid-cols-2 gap-3">
                {recentPart("m", 4, 1)}
                {recentPart("n", 5, 2)}
              </div>
            )}
          </div>
        </Card>
        <Card title={t("editor.items")}>
          <div className="grid gap-4">
            {draft.items.map((item, i) => (
              <ItemEditor
                // biome-ignore lint/suspicious/noArrayIndexKey: a new question has no id until it is saved
                key={`${item.id ?? "new"}-${i}`}
                item={item}
                index={i}
                onChange={(next) => setItems(draft.items.map((x, j) => (j === i ? next : x)))}
                onRemove={() => setItems(draft.items.filter((_, j) => j !== i))}
              />
            ))}
            <div className="flex flex-wrap items-end gap-3">
              <Select
                label={t("editor.kind")}
                value={adding}
                options={ITEM_KINDS.map((kind) => ({ value: kind, label: t(`editor.kinds.${kind}`) }))}
                onChange={(event) => setAdding(event.target.value as ItemKind)}
              />
              <Button variant="secondary" onClick={() => setItems([...draft.items, newItem(adding)])}>
                {t("editor.addItem")}
              </Button>
            </div>
          </div>
        </Card>
        <Card title={t("editor.generators")}>
          <Suspense fallback={<p className="text-ink-muted">{t("editor.loading")}</p>}>
            <GeneratorEditor
              generators={draft.generators}
              onChange={(generators) => setDraft({ ...draft, generators })}
            />
          </Suspense>
        </Card>
        {problem && (
          <p role="alert" className="rounded-xl bg-danger-50 p-3 text-danger-800">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button size="lg" onClick={submit} disabled={save.isPending}>
            {save.isPending ? t("editor.saving") : t("editor.save")}
          </Button>
          {saved.data && <RemoveSetButton resourceId={resourceId} onRemoved={() => setDraft(EMPTY_SET)} />}
        </div>
      </div>
      {saved.data && (
        <aside aria-label={t("editor.preview")} className="lg:sticky lg:top-4 lg:self-start">
          <Suspense fallback={null}>
            <SetPreview key={saved.data.updatedAt} saved={saved.data} />
          </Suspense>
        </aside>
      )}
    </div>
  );
}
