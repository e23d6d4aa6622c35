import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { assignmentWork, practiceAnswers } from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { useTestEnv } from "../../test/session.ts";
import { statementsDuring } from "../../test/statement-count.ts";
import { type Classroom, useClassroom } from "../assignments/test-classroom.ts";
import { enrol, pupilWithToken } from "../course-access/test-helpers.ts";
import { recordAnswer } from "./answers.ts";

/**
 * The statements one practice answer sends to the database, counted as the driver sends them
 * (test/statement-count.ts): the session check's read, then the answer's one read and its one
 * write, a statement that is its own transaction (docs/adr/0724). Before, the same answers sent 19
 * or 20 (three reads before a transaction of 13 or 14 statements). When a whole school practises at
 * once every statement is a round trip, some of them while the level row is locked; a change that
 * adds one fails here and has to say why. Real HTTP (the app's inject) on PGlite, or PostgreSQL.
 */
const STATEMENTS_PER_ANSWER = 3;

const env = useTestEnv({ LOG_LEVEL: process.env.DEBUG_LOG ?? "silent" });
const c = useClassroom(env);

/** One answer, its reply and the statements it sent. */
async function answerCounted(token: string, attemptId: string, itemId: string, value: string) {
  let reply: Awaited<ReturnType<Classroom["practice"]["answer"]>> | undefined;
  const statements = await statementsDuring(env.database, async () => {
    reply = await c.practice.answer(token, attemptId, itemId, value);
  });
  if (!reply) throw new Error("no reply");
  expect(reply.statusCode, reply.body).toBe(200);
  return { body: reply.json(), statements };
}

async function started(token: string) {
  const res = await c.practice.start(token, c.set.practice);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().attemptId as string;
}

describe("one practice answer", () => {
  let attemptId = "";
  beforeAll(async () => {
    attemptId = await started(c.pupils.asha.token);
  });

  it("right, mid-sitting: the session check, one read, one write", async () => {
    const { body, statements } = await answerCounted(c.pupils.asha.token, attemptId, "add", "5");
    expect(body.correct).toBe(true);
    expect(statements, statements.join("\n---\n")).toHaveLength(STATEMENTS_PER_ANSWER);
  });

  it("finishing the sitting and moving the level: as many", async () => {
    const { body, statements } = await answerCounted(c.pupils.asha.token, attemptId, "sub", "5");
    expect(body).toMatchObject({ correct: true, level: "proficient" });
    expect(statements, statements.join("\n---\n")).toHaveLength(STATEMENTS_PER_ANSWER);
  });

  it("wrong, with its hint: as many", async () => {
    const again = await started(c.pupils.asha.token);
    const { body, statements } = await answerCounted(c.pupils.asha.token, again, "add", "4");
    expect(body.correct).toBe(false);
    expect(statements, statements.join("\n---\n")).toHaveLength(STATEMENTS_PER_ANSWER);
  });

  it("finishing an assigned set's sitting, which marks the assignment done: as many", async () => {
    const assignmentId = await c.assigned(c.tokens.teacherAll, { resourceId: c.set.practice });
    const sitting = await started(c.pupils.ravi.token);
    await answerCounted(c.pupils.ravi.token, sitting, "add", "5");
    const { statements } = await answerCounted(c.pupils.ravi.token, sitting, "sub", "5");
    expect(statements, statements.join("\n---\n")).toHaveLength(STATEMENTS_PER_ANSWER);
    const [work] = await env.db
      .select({ doneAt: assignmentWork.doneAt })
      .from(assignmentWork)
      .where(
        and(
          eq(assignmentWork.assignmentId, assignmentId),
          eq(assignmentWork.studentId, c.pupils.ravi.studentId),
        ),
      );
    expect(work?.doneAt).toBeInstanceOf(Date);
  });

  it("two answers of one sitting at once: both stored, each a first try, the level reckoned from both", async () => {
    const sitting = await started(c.pupils.meera.token);
    const [add, sub] = await Promise.all([
      c.practice.answer(c.pupils.meera.token, sitting, "add", "5"),
      c.practice.answer(c.pupils.meera.token, sitting, "sub", "5"),
    ]);
    expect([add?.statusCode, sub?.statusCode]).toEqual([200, 200]);
    // Whichever was decided second saw the other: two right first tries of two make the set proficient.
    expect([add?.json().level, sub?.json().level]).toContain("proficient");
    const stored = await env.db
      .select({ firstTry: practiceAnswers.firstTry })
      .from(practiceAnswers)
      .where(eq(practiceAnswers.attemptId, sitting));
    expect(stored).toEqual([{ firstTry: true }, { firstTry: true }]);
  });

  it("an answer written between another's read and write: that one is decided again under the level's lock", async () => {
    // A child new to the set: only both answers together make it proficient.
    const kavya = await pupilWithToken(env.app, env.db, c.schoolId, "Kavya Rao");
    await enrol(env.db, kavya.studentId, { schoolId: c.schoolId, ...c.klass });
    const sitting = await started(kavya.token);
    const caller: SessionUser = {
      id: kavya.user.id,
      role: "student",
      name: "Kavya Rao",
      username: kavya.username,
      email: "",
      schoolId: c.schoolId,
      studentId: kavya.studentId,
    };
    // The first write this answer sends waits until the child's other answer is stored. The write
    // is a named statement made through the session (db/named.ts); the read is made before it by
    // the query builder, which holds the session of its own.
    let interposed = false;
    type Session = {
      prepareQuery(...args: unknown[]): { execute(): Promise<unknown> };
    };
    const db = new Proxy(env.db, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (key !== "session" || interposed) return typeof value === "function" ? value.bind(target) : value;
        const session = value as Session;
        return new Proxy(session, {
          get(own, name) {
            const member = Reflect.get(own, name, own);
            if (name !== "prepareQuery") return typeof member === "function" ? member.bind(own) : member;
            return (...args: unknown[]) => {
              const prepared = session.prepareQuery(...args);
              return {
                async execute() {
                  interposed = true;
                  const other = await c.practice.answer(kavya.token, sitting, "add", "5");
                  expect(other.statusCode, other.body).toBe(200);
                  return prepared.execute();
                },
              };
            };
          },
        });
      },
    });
    let reply: Awaited<ReturnType<typeof recordAnswer>> | undefined;
    const statements = await statementsDuring(env.database, async () => {
      reply = await recordAnswer(db, caller, sitting, {
        itemId: "sub",
        answer: "5",
        clientAnswerId: randomUUID(),
      });
    });
    expect(interposed).toBe(true);
    // Decided again: it saw the other answer, so both right first tries count.
    expect(reply).toMatchObject({ correct: true, level: "proficient", duplicate: false });
    // The other answer's three, this one's read and refused write, then BEGIN, the lock (two), read, write, COMMIT.
    expect(statements.filter((text) => /^begin$/i.test(text.trim()))).toHaveLength(1);
    const stored = await env.db
      .select({ itemId: practiceAnswers.itemId, firstTry: practiceAnswers.firstTry })
      .from(practiceAnswers)
      .where(eq(practiceAnswers.attemptId, sitting));
    expect(stored).toHaveLength(2);
    expect(stored.every((row) => row.firstTry)).toBe(true);
  });
});
