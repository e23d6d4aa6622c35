import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { API } from "@ganit/contracts";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { practiceAnswers, practiceLevels } from "../../db/schema.ts";
import { usePupilAtWorksheet } from "./test-practice.ts";

/**
 * A sitting begun offline reaches the server from several syncs at once (two tabs, a retry sent
 * while the first is still under way): over real HTTP, ten syncs of one new attempt sent together
 * all count, and the attempt is opened once.
 */
const { env, at } = usePupilAtWorksheet(5, "Kiran Pupil", {
  mode: "practice",
  items: [{ id: "times", kind: "numeric", prompt: "23 × 11", answer: "253" }],
});
let base = "";

beforeAll(async () => {
  await env.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(env.app.server.address() as AddressInfo).port}`;
});

describe("syncs of one offline sitting sent at once", () => {
  it("store all ten answers and open the attempt once", async () => {
    const attemptId = randomUUID();
    const sync = (answer: string) =>
      fetch(`${base}${API.practiceSync}`, {
        method: "POST",
        headers: { authorization: at.pupil.token, "content-type": "application/json" },
        body: JSON.stringify({
          answers: [
            {
              attemptId,
              resourceId: at.resourceId,
              itemId: "times",
              answer,
              clientAnswerId: randomUUID(),
              answeredAt: new Date().toISOString(),
            },
          ],
        }),
      });
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => sync(String(250 + i))));
    const bodies = await Promise.all(replies.map((reply) => reply.json() as Promise<{ results: unknown[] }>));
    // A busy server (503 from the PGlite queue) would be a refusal the phone keeps; none is expected here.
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    expect(bodies.flatMap((body) => body.results)).toEqual(
      Array.from({ length: 10 }, () => expect.objectContaining({ accepted: true })),
    );
    const stored = await env.db
      .select({ firstTry: practiceAnswers.firstTry })
      .from(practiceAnswers)
      .where(eq(practiceAnswers.attemptId, attemptId));
    expect(stored).toHaveLength(10);
    expect(stored.filter((row) => row.firstTry)).toHaveLength(1);
    const [level] = await env.db
      .select({ attempts: practiceLevels.attempts })
      .from(practiceLevels)
      .where(
        and(eq(practiceLevels.studentId, at.pupil.studentId), eq(practiceLevels.resourceId, at.resourceId)),
      );
    expect(level?.attempts).toBe(1);
  });
});
