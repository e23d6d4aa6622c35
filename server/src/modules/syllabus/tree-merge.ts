import type { CourseClass, ResourceType } from "@ganit/contracts";
import { SYLLABUS_CLASS_PRICES } from "./data.ts";
import type { PlannedClass, PlannedTitle } from "./plan.ts";
import { contentHash, type ItemKind, type ItemRecord, recordKey } from "./records.ts";

/**
 * The course document a load saves: the course's tree as it is, with the syllabus merged in. A
 * level or title Ganit wrote and nobody changed since takes the syllabus's new text; one an admin
 * changed (or removed) is left as it is and reported; one an admin made is never touched; a new
 * chapter or skill goes in after its neighbour in the book's order.
 */

export type ResourceDoc = { _id?: string; type: ResourceType; url: string };
export type TitleDoc = {
  _id?: string;
  title: string;
  titleHi: string | null;
  resources: ResourceDoc[];
  planned?: PlannedTitle;
};
export type LevelDoc = {
  _id?: string;
  levelNumber: number;
  levelName: string;
  levelNameHi: string | null;
  titles: TitleDoc[];
  plannedKey?: string;
};
export type ClassDoc = {
  classNumber: number;
  pricePerStudent: number;
  pricePerSchool: number;
  levels: LevelDoc[];
};

export type Kept = { kind: ItemKind; key: string; reason: "changedByAdmin" | "removedByAdmin" };
export type Tally = { created: number; updated: number; unchanged: number; kept: Kept[] };

export const levelHash = (level: { levelName: string; levelNameHi: string | null }) =>
  contentHash({ levelName: level.levelName, levelNameHi: level.levelNameHi ?? null });
export const titleHash = (title: { title: string; titleHi: string | null; resources: ResourceDoc[] }) =>
  contentHash({
    title: title.title,
    titleHi: title.titleHi ?? null,
    resources: title.resources.map((resource) => ({ type: resource.type, url: resource.url })),
  });

const toDocs = (tree: CourseClass[]): ClassDoc[] =>
  tree.map((klass) => ({
    classNumber: klass.classNumber,
    pricePerStudent: klass.pricePerStudent,
    pricePerSchool: klass.pricePerSchool,
    levels: klass.levels.map((level) => ({
      _id: level._id,
      levelNumber: level.levelNumber,
      levelName: level.levelName,
      levelNameHi: level.levelNameHi ?? null,
      titles: level.titles.map((title) => ({
        _id: title._id,
        title: title.title,
        titleHi: title.titleHi ?? null,
        resources: title.resources.map(({ _id, type, url }) => ({ _id, type, url })),
      })),
    })),
  }));

/**
 * Walks items that keep their place (`current`, each maybe Ganit's by its record) and the planned
 * items in order: an item with a record updates in place or is kept; one without goes in after the
 * last planned item placed (or, for the first, before the first Ganit item, else at the end).
 */
function mergeList<Doc extends { _id?: string }, Plan extends { key: string }>(options: {
  current: Doc[];
  planned: readonly Plan[];
  kind: ItemKind;
  records: ReadonlyMap<string, ItemRecord>;
  hashOf: (doc: Doc) => string;
  fresh: (plan: Plan) => Doc;
  apply: (doc: Doc, plan: Plan) => void;
  tally: Tally;
  ours: Set<object>;
}): { docs: Doc[]; placed: Map<string, Doc> } {
  // `placed`: every planned item still in the tree (kept ones too, so a renamed chapter's skills
  // still load); `ours` holds those whose record this load rewrites.
  const { current, planned, kind, records, tally, ours } = options;
  const docs = [...current];
  const placed = new Map<string, Doc>();
  const ganitIds = new Set(
    planned.flatMap((plan) => {
      const record = records.get(recordKey(kind, plan.key));
      return record ? [record.refId] : [];
    }),
  );
  const firstGanit = docs.findIndex((doc) => doc._id !== undefined && ganitIds.has(doc._id));
  let insertAt = firstGanit >= 0 ? firstGanit : docs.length;
  for (const plan of planned) {
    const record = records.get(recordKey(kind, plan.key));
    if (record) {
      const index = docs.findIndex((doc) => doc._id === record.refId);
      if (index < 0) {
        tally.kept.push({ kind, key: plan.key, reason: "removedByAdmin" });
        continue;
      }
      const doc = docs[index] as Doc;
      if (options.hashOf(doc) === record.contentHash) {
        options.apply(doc, plan);
        if (options.hashOf(doc) === record.contentHash) tally.unchanged++;
        else tally.updated++;
        ours.add(doc);
      } else tally.kept.push({ kind, key: plan.key, reason: "changedByAdmin" });
      placed.set(plan.key, doc);
      insertAt = index + 1;
      continue;
    }
    const doc = options.fresh(plan);
    docs.splice(insertAt, 0, doc);
    insertAt++;
    tally.created++;
    ours.add(doc);
    placed.set(plan.key, doc);
  }
  return { docs, placed };
}

/** The title's one resource as the syllabus writes it, keeping the row id of the same type. */
function syllabusResources(plan: PlannedTitle, pageUrl: string, existing: ResourceDoc[]): ResourceDoc[] {
  const same = existing.find((resource) => resource.type === plan.resourceType);
  return [{ ...(same?._id ? { _id: same._id } : {}), type: plan.resourceType, url: pageUrl }];
}

export function mergeTree(options: {
  tree: CourseClass[];
  plan: readonly PlannedClass[];
  records: ReadonlyMap<string, ItemRecord>;
  pageUrlOf: (chapterId: string) => string | undefined;
  tally: Tally;
  /** Filled with the levels and titles whose records this load rewrites (written, or still Ganit's). */
  ours: Set<object>;
}): ClassDoc[] {
  const { records, tally } = options;
  const classes = new Map(toDocs(options.tree).map((klass) => [klass.classNumber, klass]));
  for (const plannedClass of options.plan) {
    const klass = classes.get(plannedClass.classNumber) ?? {
      classNumber: plannedClass.classNumber,
      ...SYLLABUS_CLASS_PRICES,
      levels: [],
    };
    classes.set(plannedClass.classNumber, klass);
    const levels = mergeList({
      current: klass.levels,
      planned: plannedClass.levels,
      kind: "level",
      records,
      tally,
      ours: options.ours,
      hashOf: levelHash,
      fresh: (plan) => ({
        levelNumber: 0,
        levelName: plan.levelName,
        levelNameHi: plan.levelNameHi,
        titles: [],
      }),
      apply: (doc, plan) => {
        doc.levelName = plan.levelName;
        doc.levelNameHi = plan.levelNameHi;
      },
    });
    for (const plannedLevel of plannedClass.levels) {
      const level = levels.placed.get(plannedLevel.key);
      if (!level) continue;
      level.plannedKey = plannedLevel.key;
      const url = options.pageUrlOf(plannedLevel.key);
      const titles = mergeList({
        current: level.titles,
        planned: url ? plannedLevel.titles : [],
        kind: "title",
        records,
        tally,
        ours: options.ours,
        hashOf: titleHash,
        fresh: (plan) => ({
          title: plan.title,
          titleHi: plan.titleHi,
          resources: syllabusResources(plan, url ?? "", []),
        }),
        apply: (doc, plan) => {
          doc.title = plan.title;
          doc.titleHi = plan.titleHi;
          doc.resources = syllabusResources(plan, url ?? "", doc.resources);
        },
      });
      for (const [key, title] of titles.placed) {
        title.planned = plannedLevel.titles.find((plan) => plan.key === key);
      }
      level.titles = titles.docs;
    }
    klass.levels = levels.docs;
    klass.levels.forEach((level, index) => {
      level.levelNumber = index + 1;
    });
  }
  return [...classes.values()].sort((a, b) => a.classNumber - b.classNumber);
}
