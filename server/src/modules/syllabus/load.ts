import type { PracticeSetInput } from "@ganit/contracts/practice";
import { practiceSetInputSchema } from "@ganit/contracts/practice";
import { and, eq, isNull, sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../audit/audit.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { contentItems, courses } from "../../db/schema.ts";
import { standingWhenResourcesGo } from "../assignments/index.ts";
import { createContentItems, updateContentItem } from "../content/index.ts";
import { createCourse, readTrees, updateCourse } from "../courses/index.ts";
import { loadSet, putSets, resourcesHoldingSets, type SetToPut } from "../practice/index.ts";
import { SYLLABUS_COURSE, type SyllabusData, shippedSyllabus, syllabusVersion } from "./data.ts";
import { type PlannedPage, type PlannedTitle, planSyllabus } from "./plan.ts";
import { contentHash, type ItemRecord, readRecords, recordKey, saveRecords } from "./records.ts";
import { type ClassDoc, type Kept, levelHash, mergeTree, type Tally, titleHash } from "./tree-merge.ts";

/**
 * Loads the syllabus into the catalogue as the Mathematics course (docs/curriculum.md, "Loading the
 * syllabus"), through the owners' own functions (courses, content, practice), in one transaction:
 * the first load writes everything; a later one updates what is still as Ganit wrote it, keeps and
 * reports what an admin changed, adds new chapters and skills, and deletes nothing.
 */

export interface LoadReport {
  version: string;
  courseId: string | null;
  created: number;
  updated: number;
  unchanged: number;
  kept: Kept[];
}

/** The advisory lock the loads take (any fixed number no other work uses). */
const SYLLABUS_LOCK = 740_021;

const ACTOR = null; // the platform itself: the audit trail shows "system"

const pageFields = (row: PlannedPage["input"]) => ({
  coursename: row.coursename,
  classnumber: row.classnumber,
  topicname: row.topicname,
  subtopicname: row.subtopicname,
  contentname: row.contentname,
  content: row.content,
});

/** A set as stored, without the HTML the server renders from it. */
const setHash = (set: Pick<PracticeSetInput, "mode" | "mastery" | "items" | "generators">) =>
  contentHash({
    mode: set.mode,
    mastery: set.mastery,
    generators: set.generators ?? [],
    items: (set.items ?? []).map((item) => {
      const { html: _html, ...rest } = item as typeof item & { html?: unknown };
      return rest;
    }),
  });

async function resolveCourse(tx: Tx, records: Map<string, ItemRecord>, tally: Tally) {
  const record = records.get(recordKey("course", "mathematics"));
  if (record) {
    const [row] = await tx
      .select({ id: courses.id, name: courses.name, nameHi: courses.nameHi, archivedAt: courses.archivedAt })
      .from(courses)
      .where(eq(courses.id, record.refId))
      .limit(1);
    if (!row || row.archivedAt) {
      tally.kept.push({ kind: "course", key: "mathematics", reason: "removedByAdmin" });
      return { stop: true as const };
    }
    const ours = contentHash({ name: row.name, nameHi: row.nameHi }) === record.contentHash;
    if (!ours) tally.kept.push({ kind: "course", key: "mathematics", reason: "changedByAdmin" });
    return { stop: false as const, id: row.id, name: ours ? SYLLABUS_COURSE : row, ours };
  }
  // A live course an admin already called Mathematics is taken as the syllabus's (nothing of it is
  // lost: its own levels stay, the chapters go in beside them).
  const [named] = await tx
    .select({ id: courses.id, name: courses.name, nameHi: courses.nameHi })
    .from(courses)
    .where(and(isNull(courses.archivedAt), sql`lower(${courses.name}) = lower(${SYLLABUS_COURSE.name})`))
    .limit(1);
  if (named) return { stop: false as const, id: named.id, name: SYLLABUS_COURSE, ours: true };
  return { stop: false as const, id: null, name: SYLLABUS_COURSE, ours: true };
}

async function loadPages(
  tx: Tx,
  pages: PlannedPage[],
  records: Map<string, ItemRecord>,
  tally: Tally,
  out: ItemRecord[],
) {
  const ids = new Map<string, string>();
  const created: { page: PlannedPage; wanted: string }[] = [];
  for (const page of pages) {
    const record = records.get(recordKey("lesson", page.key));
    const wanted = contentHash(pageFields(page.input));
    if (record) {
      const [row] = await tx.select().from(contentItems).where(eq(contentItems.id, record.refId)).limit(1);
      if (row) {
        ids.set(page.key, row.id);
        if (contentHash(pageFields(row)) !== record.contentHash) {
          tally.kept.push({ kind: "lesson", key: page.key, reason: "changedByAdmin" });
          continue;
        }
        if (wanted === record.contentHash) tally.unchanged++;
        else {
          await updateContentItem(tx, row.id, page.input, ACTOR);
          tally.updated++;
        }
        out.push({ kind: "lesson", key: page.key, refId: row.id, contentHash: wanted });
        continue;
      }
    }
    // New, or a page gone from the library (a course resource would point at nothing): written anew.
    created.push({ page, wanted });
  }
  const createdIds = await createContentItems(
    tx,
    created.map(({ page }) => page.input),
    ACTOR,
  );
  created.forEach(({ page, wanted }, i) => {
    const id = createdIds[i] ?? "";
    ids.set(page.key, id);
    tally.created++;
    out.push({ kind: "lesson", key: page.key, refId: id, contentHash: wanted });
  });
  return ids;
}

async function loadSets(
  tx: Tx,
  titles: { plan: PlannedTitle; resourceId: string | undefined }[],
  records: Map<string, ItemRecord>,
  tally: Tally,
  out: ItemRecord[],
) {
  // Resources without a record of ours that already hold a set are an admin's: left alone.
  const unrecorded = titles.flatMap(({ plan, resourceId }) =>
    plan.set && resourceId && !records.has(recordKey("set", plan.key)) ? [resourceId] : [],
  );
  const heldByOthers = await resourcesHoldingSets(tx, unrecorded);
  const toPut: SetToPut[] = [];
  for (const { plan, resourceId } of titles) {
    if (!plan.set) continue;
    const record = records.get(recordKey("set", plan.key));
    const wanted = setHash(practiceSetInputSchema.parse(plan.set));
    if (record) {
      const current = await loadSet(tx, record.refId);
      if (!current) {
        tally.kept.push({ kind: "set", key: plan.key, reason: "removedByAdmin" });
        continue;
      }
      if (setHash(current) !== record.contentHash) {
        tally.kept.push({ kind: "set", key: plan.key, reason: "changedByAdmin" });
        continue;
      }
      if (wanted === record.contentHash) tally.unchanged++;
      else {
        toPut.push({ resourceId: record.refId, input: plan.set });
        tally.updated++;
      }
      out.push({ kind: "set", key: plan.key, refId: record.refId, contentHash: wanted });
      continue;
    }
    if (!resourceId || heldByOthers.has(resourceId)) continue;
    toPut.push({ resourceId, input: plan.set });
    tally.created++;
    out.push({ kind: "set", key: plan.key, refId: resourceId, contentHash: wanted });
  }
  await putSets(tx, toPut, ACTOR, {});
}

export async function loadSyllabus(
  db: DbOrTx,
  options: { data?: SyllabusData; actor?: AuditActor | null } = {},
): Promise<LoadReport> {
  const data = options.data ?? shippedSyllabus();
  const version = syllabusVersion(data);
  const plan = planSyllabus(data);
  return db.transaction(async (tx) => {
    // One load at a time: processes starting together with SYLLABUS_LOAD=1 wait for each other.
    await tx.execute(sql`select pg_advisory_xact_lock(${SYLLABUS_LOCK})`);
    const records = await readRecords(tx);
    const tally: Tally = { created: 0, updated: 0, unchanged: 0, kept: [] };
    const out: ItemRecord[] = [];
    const course = await resolveCourse(tx, records, tally);
    if (course.stop) return { version, courseId: null, ...tally };

    const pages = plan.flatMap((klass) => klass.levels.flatMap((level) => (level.page ? [level.page] : [])));
    const pageIds = await loadPages(tx, pages, records, tally, out);

    const tree = course.id ? ((await readTrees(tx, [course.id])).get(course.id) ?? []) : [];
    const ours = new Set<object>();
    const document = mergeTree({
      tree,
      plan,
      records,
      tally,
      ours,
      pageUrlOf: (chapterId) => {
        const id = pageIds.get(chapterId);
        return id ? `/viewresource/${id}` : undefined;
      },
    });
    const input = { name: course.name.name, nameHi: course.name.nameHi ?? null, classLevels: document };
    const courseId = course.id ?? (await createCourse(tx, input, ACTOR));
    if (course.id) await updateCourse(tx, course.id, input, ACTOR, {}, standingWhenResourcesGo);
    if (!course.id) tally.created++;
    if (course.ours)
      out.push({
        kind: "course",
        key: "mathematics",
        refId: courseId,
        contentHash: contentHash({ name: input.name, nameHi: input.nameHi }),
      });

    // The ids the saved tree gave: the document and the tree read back are in the same order.
    const saved = (await readTrees(tx, [courseId])).get(courseId) ?? [];
    const titles = recordTree(document, saved, ours, out);
    await loadSets(tx, titles, records, tally, out);
    await saveRecords(tx, out, version);
    await recordAudit(tx, {
      action: "syllabus.loaded",
      actor: options.actor ?? ACTOR,
      target: { type: "course", id: courseId },
      ip: null,
      detail: {
        version,
        created: tally.created,
        updated: tally.updated,
        unchanged: tally.unchanged,
        kept: tally.kept.length,
      },
    });
    return { version, courseId, ...tally };
  });
}

/** Records the levels and titles this load owns, and lists each skill title with its practice resource. */
function recordTree(
  document: ClassDoc[],
  saved: Awaited<ReturnType<typeof readTrees>> extends Map<string, infer T> ? T : never,
  ours: Set<object>,
  out: ItemRecord[],
) {
  const titles: { plan: PlannedTitle; resourceId: string | undefined }[] = [];
  for (const klass of document) {
    const savedClass = saved.find((candidate) => candidate.classNumber === klass.classNumber);
    klass.levels.forEach((level, i) => {
      const savedLevel = savedClass?.levels[i];
      if (!savedLevel) return;
      if (level.plannedKey && ours.has(level))
        out.push({
          kind: "level",
          key: level.plannedKey,
          refId: savedLevel._id,
          contentHash: levelHash(level),
        });
      level.titles.forEach((title, j) => {
        const savedTitle = savedLevel.titles[j];
        if (!savedTitle || !title.planned) return;
        if (ours.has(title))
          out.push({
            kind: "title",
            key: title.planned.key,
            refId: savedTitle._id,
            contentHash: titleHash({ ...title, resources: savedTitle.resources }),
          });
        const practice = savedTitle.resources.find((resource) => resource.type === "practice");
        titles.push({ plan: title.planned, resourceId: practice?._id });
      });
    });
  }
  return titles;
}
