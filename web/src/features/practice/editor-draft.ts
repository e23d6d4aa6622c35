import type { GeneratorSpec, ItemKind, PracticeSetInput, PracticeSetResponse } from "@ganit/contracts";

/**
 * The editor's working copy of a set: the same JSON the server takes (`PUT /api/practice/{id}`),
 * edited in place. New questions start with what their kind needs, so a fresh item is never
 * half-shaped; the server checks everything again when it is saved.
 */
export type DraftItem = Record<string, unknown> & { kind: ItemKind; prompt: string };
export type DraftSet = {
  mode: "practice" | "quiz";
  mastery: { rule: "all" | "streak" | "recent"; n?: number; m?: number };
  items: DraftItem[];
  generators: GeneratorSpec[];
};

/** What every part of the set editor that edits one question takes: the question, and where its change goes. */
export type DraftItemFieldProps = { item: DraftItem; onChange: (item: DraftItem) => void };

export const EMPTY_SET: DraftSet = {
  mode: "practice",
  mastery: { rule: "recent", n: 5, m: 4 },
  items: [],
  generators: [],
};

export function newItem(kind: ItemKind): DraftItem {
  switch (kind) {
    case "numeric":
      return { kind, prompt: "", answer: "" };
    case "single":
      return { kind, prompt: "", options: ["", ""], answer: 0 };
    case "multiple":
      return { kind, prompt: "", options: ["", ""], answer: [0] };
    case "blanks":
      return { kind, prompt: "___", blanks: [{ answer: "" }] };
    case "matching":
      return {
        kind,
        prompt: "",
        pairs: [
          { left: "", right: "" },
          { left: "", right: "" },
        ],
      };
    case "ordering":
      return { kind, prompt: "", items: ["", ""] };
    case "fraction":
      return { kind, prompt: "", answer: { numerator: 1, denominator: 2 } };
    case "expression":
      return { kind, prompt: "", answer: "" };
    case "solution":
      return { kind, prompt: "", solution: "value", values: [""] };
    case "time":
      return { kind, prompt: "", answer: "" };
    case "plot":
      return { kind, prompt: "", answer: "", touch: { touch: "plane", from: -5, to: 5 } };
  }
}

/** The server's set as the editor's draft: the stored HTML dropped (it is made again on save). */
export function draftOf(saved: PracticeSetResponse): DraftSet {
  return {
    mode: saved.mode,
    mastery: saved.mastery,
    items: saved.items.map(({ html: _html, ...item }) => item as unknown as DraftItem),
    generators: saved.generators as GeneratorSpec[],
  };
}

/** Empty optional texts left out, so the server's "required" and "too long" checks are the only ones. */
function cleanItem(item: DraftItem): DraftItem {
  const cleaned: DraftItem = { ...item };
  for (const key of ["hint", "solution"] as const) {
    if (typeof cleaned[key] === "string" && (cleaned[key] as string).trim() === "") delete cleaned[key];
  }
  if (Array.isArray(cleaned.accept) && cleaned.accept.length === 0) delete cleaned.accept;
  // The Hindi version: its empty texts left out, and the whole of it when it has no question.
  if (cleaned.hi && typeof cleaned.hi === "object") {
    const hi = Object.fromEntries(
      Object.entries(cleaned.hi as Record<string, unknown>).filter(
        ([, text]) => typeof text !== "string" || text.trim() !== "",
      ),
    );
    if (typeof hi.prompt === "string") cleaned.hi = hi;
    else delete cleaned.hi;
  }
  if (Array.isArray(cleaned.misconceptions)) {
    const list = (cleaned.misconceptions as (string | null)[]).map((text) => (text?.trim() ? text : null));
    if (list.every((text) => text === null)) delete cleaned.misconceptions;
    else cleaned.misconceptions = list;
  }
  return cleaned;
}

export function inputOf(draft: DraftSet): PracticeSetInput {
  const mastery =
    draft.mastery.rule === "all"
      ? { rule: "all" as const }
      : draft.mastery.rule === "streak"
        ? { rule: "streak" as const, n: draft.mastery.n ?? 3 }
        : { rule: "recent" as const, n: draft.mastery.n ?? 5, m: draft.mastery.m ?? 4 };
  return {
    mode: draft.mode,
    mastery,
    items: draft.items.map(cleanItem) as PracticeSetInput["items"],
    ...(draft.generators.length > 0 ? { generators: draft.generators } : {}),
  };
}

/** Comma-separated forms ("253.0, 253") as a list, and back. */
export const splitForms = (text: string) =>
  text
    .split(",")
    .map((form) => form.trim())
    .filter(Boolean);
export const joinForms = (forms: unknown) => (Array.isArray(forms) ? forms.join(", ") : "");
