import { randomUUID } from "node:crypto";
import {
  type ContentItem,
  type ContentListItem,
  type ContentNameField,
  type ContentOptions,
  type ContentOptionsQuery,
  type ContentPage,
  type ContentQuery,
  type contentInputSchema,
  msg,
} from "@ganit/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import {
  type AuditActor,
  type AuditEvent,
  type RequestMeta,
  recordAudit,
  recordAudits,
} from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import { chunksOf } from "../../db/chunks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { countAll, pageOf, searchCondition } from "../../db/lists.ts";
import { contentItems } from "../../db/schema.ts";
import { HttpError, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { lessonPageUses } from "../courses/index.ts";

/**
 * Content library: lesson pages authored by admins and superadmins. The list and a single page are
 * public (the spec's resource viewer is open to all); bodies leave the list, so a list of hundreds of
 * pages stays small. Where a body is rendered is the lesson-page route's business (routes.ts).
 */
export type ContentInputValues = z.output<typeof contentInputSchema>;

const SORT_COLUMNS = {
  coursename: sql`lower(${contentItems.coursename})`,
  classnumber: contentItems.classnumber,
  topicname: sql`lower(${contentItems.topicname})`,
  subtopicname: sql`lower(${contentItems.subtopicname})`,
  contentname: sql`lower(${contentItems.contentname})`,
  createdAt: contentItems.createdAt,
};

const listColumns = {
  _id: contentItems.id,
  coursename: contentItems.coursename,
  classnumber: contentItems.classnumber,
  topicname: contentItems.topicname,
  subtopicname: contentItems.subtopicname,
  contentname: contentItems.contentname,
  createdAt: contentItems.createdAt,
};

type Row = Omit<ContentListItem, "createdAt" | "usedBy"> & { createdAt: Date };

/** List rows with the course classes that link each page (one query for the whole page of rows). */
async function withUses(db: DbOrTx, rows: Row[]): Promise<ContentListItem[]> {
  const uses = await lessonPageUses(
    db,
    rows.map((row) => row._id),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    usedBy: uses.get(row._id) ?? [],
  }));
}

/** Filters match whole names without case: "vedic math" finds "Vedic Math". */
const sameName = (column: AnyPgColumn, value: string | undefined) =>
  value ? sql`lower(${column}) = lower(${value})` : undefined;

function filterConditions(query: { course?: string; class?: number; topic?: string; subtopic?: string }) {
  return [
    sameName(contentItems.coursename, query.course),
    query.class !== undefined ? eq(contentItems.classnumber, query.class) : undefined,
    sameName(contentItems.topicname, query.topic),
    sameName(contentItems.subtopicname, query.subtopic),
  ];
}

/** A content item's own columns, as an admin (or the syllabus loader) writes them. */
const contentColumns = (input: ContentInputValues) => ({
  coursename: input.coursename,
  classnumber: input.classnumber,
  topicname: input.topicname,
  subtopicname: input.subtopicname,
  contentname: input.contentname,
  content: input.content,
});

type ContentActor = (AuditActor & { username?: string }) | null;

/** A written item's event: the trail keeps where it is filed and its name, never its body. */
const writtenEvent = (
  action: "content.created" | "content.updated",
  item: { id: string; input: ContentInputValues },
  actor: ContentActor,
  meta: { ip?: string | null },
): AuditEvent => ({
  action,
  actor,
  target: { type: "content", id: item.id },
  ip: meta.ip ?? null,
  detail: {
    coursename: item.input.coursename,
    classnumber: item.input.classnumber,
    contentname: item.input.contentname,
  },
});

/**
 * Creates one content item and its audit event. Call it inside a transaction when it is part of
 * larger work (the demo loader does): both rows land or neither does.
 */
export async function createContentItem(
  db: DbOrTx,
  input: ContentInputValues,
  actor: ContentActor,
  meta: { ip?: string | null } = {},
): Promise<{ id: string }> {
  const [id = ""] = await createContentItems(db, [input], actor, meta);
  return { id };
}

/** Pages of one insert: a lesson page is up to tens of kilobytes of HTML. */
const PAGES_AN_INSERT = 50;

/**
 * Creates content items and their audit events, their ids in the order given: the syllabus loader's
 * hundred-odd lesson pages are a few inserts, not two statements each. All of them or none.
 */
export async function createContentItems(
  db: DbOrTx,
  inputs: readonly ContentInputValues[],
  actor: ContentActor,
  meta: { ip?: string | null } = {},
): Promise<string[]> {
  const items = inputs.map((input) => ({ id: randomUUID(), input }));
  const createdBy = actor?.username ?? actor?.id ?? null;
  // All or none, with their events: a transaction of its own, or a savepoint in the caller's.
  await db.transaction(async (tx) => {
    for (const rows of chunksOf(items, PAGES_AN_INSERT)) {
      await tx
        .insert(contentItems)
        .values(rows.map(({ id, input }) => ({ id, ...contentColumns(input), createdBy })));
    }
    await recordAudits(
      tx,
      items.map((item) => writtenEvent("content.created", item, actor, meta)),
    );
  });
  return items.map(({ id }) => id);
}

/**
 * Replaces a content item's names and body, with its `content.updated` event, in the caller's
 * transaction: the syllabus loader rewrites the lesson pages it made (an admin's page is never
 * passed here). 404 when the item is gone.
 */
export async function updateContentItem(
  db: DbOrTx,
  id: string,
  input: ContentInputValues,
  actor: ContentActor,
  meta: { ip?: string | null } = {},
): Promise<void> {
  const updated = await db
    .update(contentItems)
    .set(contentColumns(input))
    .where(eq(contentItems.id, id))
    .returning({ id: contentItems.id });
  if (!updated.length) throw notFound();
  await recordAudit(db, writtenEvent("content.updated", { id, input }, actor, meta));
}

/**
 * Names picked with 'Use Existing' must exist together with the choices above them (a subtopic under
 * the chosen topic, of the chosen course and class): a stale picker could otherwise file "Lines of
 * symmetry" under "Angles". Refused under the first such field; typed names are new and not checked.
 */
async function assertExistingNames(db: DbOrTx, input: ContentInputValues) {
  const picked = new Set(input.existing ?? []);
  const chain: [ContentNameField, SQL | undefined][] = [
    ["coursename", sameName(contentItems.coursename, input.coursename)],
    ["topicname", sameName(contentItems.topicname, input.topicname)],
    ["subtopicname", sameName(contentItems.subtopicname, input.subtopicname)],
    ["contentname", sameName(contentItems.contentname, input.contentname)],
  ];
  const conditions: (SQL | undefined)[] = [];
  for (const [field, condition] of chain) {
    conditions.push(condition);
    // The class is chosen right after the course: everything below the course is under that class.
    if (field === "coursename") conditions.push(eq(contentItems.classnumber, input.classnumber));
    if (!picked.has(field)) continue;
    const scope = field === "coursename" ? [condition] : conditions;
    const [found] = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(...scope))
      .limit(1);
    if (!found) {
      throw new HttpError(400, "existingNameNotFound", {
        params: { name: input[field] },
        fields: { [field]: msg("existingNameNotFound", { name: input[field] }) },
      });
    }
  }
}

export function createContentService(ctx: AppContext) {
  const { db } = ctx.database;

  async function distinct<T extends string | number>(
    column: SQL | typeof contentItems.classnumber,
    where: SQL | undefined,
  ) {
    const rows = await db.selectDistinct({ value: column }).from(contentItems).where(where).orderBy(column);
    return rows.map((row) => row.value as T);
  }

  return {
    /** GET /api/content/getdata: the whole list (the spec's client) or one filtered, sorted page. */
    async list(query: ContentQuery | null): Promise<ContentPage | ContentListItem[]> {
      if (!query) {
        const rows = await db
          .select(listColumns)
          .from(contentItems)
          .orderBy(
            SORT_COLUMNS.coursename,
            contentItems.classnumber,
            SORT_COLUMNS.contentname,
            contentItems.id,
          );
        return withUses(db, rows);
      }
      const where = and(
        ...filterConditions(query),
        searchCondition(query.search, [
          contentItems.coursename,
          sql`cast(${contentItems.classnumber} as text)`,
          contentItems.topicname,
          contentItems.subtopicname,
          contentItems.contentname,
        ]),
      );
      const page = await pageOf({
        query,
        sortColumns: SORT_COLUMNS,
        // Within a course its classes in order, then topic, subtopic and name (the library's reading order).
        thenBy: {
          coursename: [
            contentItems.classnumber,
            SORT_COLUMNS.topicname,
            SORT_COLUMNS.subtopicname,
            SORT_COLUMNS.contentname,
          ],
          classnumber: [SORT_COLUMNS.coursename, SORT_COLUMNS.topicname, SORT_COLUMNS.subtopicname],
        },
        tiebreaker: contentItems.id,
        rows: db.select(listColumns).from(contentItems).where(where),
        count: db.select({ n: countAll }).from(contentItems).where(where),
      });
      return { ...page, items: await withUses(db, page.items) };
    },

    /**
     * GET /api/content/options: distinct values for the filters and the 'Use Existing' pickers, each
     * list narrowed by the choices before it. Names differing only in case are one option.
     */
    async options(query: ContentOptionsQuery): Promise<ContentOptions> {
      const [byCourse, byClass, byTopic, bySubtopic] = filterConditions(query);
      const name = (column: AnyPgColumn) => sql<string>`min(${column})`;
      const names = async (column: AnyPgColumn, where: SQL | undefined) => {
        const rows = await db
          .select({ value: name(column) })
          .from(contentItems)
          .where(where)
          .groupBy(sql`lower(${column})`)
          .orderBy(sql`lower(${column})`);
        return rows.map((row) => row.value);
      };
      const [courses, classes, topics, subtopics, contentnames] = await Promise.all([
        names(contentItems.coursename, undefined),
        distinct<number>(contentItems.classnumber, and(byCourse)),
        names(contentItems.topicname, and(byCourse, byClass)),
        names(contentItems.subtopicname, and(byCourse, byClass, byTopic)),
        names(contentItems.contentname, and(byCourse, byClass, byTopic, bySubtopic)),
      ]);
      return { courses, classes, topics, subtopics, contentnames };
    },

    /** GET /api/content/getdata/{id}: one item with its body. */
    async get(id: string): Promise<ContentItem> {
      const [row] = await db
        .select({ ...listColumns, content: contentItems.content })
        .from(contentItems)
        .where(eq(contentItems.id, id))
        .limit(1);
      if (!row) throw notFound();
      return { ...row, createdAt: row.createdAt.toISOString() };
    },

    /** The body alone, for the lesson-page route. */
    async body(id: string): Promise<string> {
      const [row] = await db
        .select({ content: contentItems.content })
        .from(contentItems)
        .where(eq(contentItems.id, id))
        .limit(1);
      if (!row) throw notFound();
      return row.content;
    },

    async create(caller: SessionUser, input: ContentInputValues, meta: RequestMeta) {
      return db.transaction(async (tx) => {
        await assertExistingNames(tx, input);
        return createContentItem(tx, input, caller, meta);
      });
    },

    /**
     * A page that course resources link is refused (409, naming each course and class): learners
     * would meet a missing page. The admin points those resources elsewhere first.
     */
    async remove(caller: SessionUser, id: string, meta: RequestMeta) {
      await db.transaction(async (tx) => {
        const uses = (await lessonPageUses(tx, [id])).get(id) ?? [];
        if (uses.length) {
          const courses = uses.map((use) => `${use.courseName} (class ${use.classNumber})`).join(", ");
          throw new HttpError(409, "lessonPageInUse", { params: { courses } });
        }
        const [row] = await tx
          .delete(contentItems)
          .where(eq(contentItems.id, id))
          .returning({ coursename: contentItems.coursename, contentname: contentItems.contentname });
        if (!row) throw notFound();
        await recordAudit(tx, {
          action: "content.deleted",
          actor: caller,
          target: { type: "content", id },
          ip: meta.ip,
          detail: row,
        });
      });
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
