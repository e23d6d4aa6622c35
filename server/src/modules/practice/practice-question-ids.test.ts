import { randomUUID } from "node:crypto";
import { API } from "@ganit/contracts";
import { correctAnswer, generatedQuestion, type StudentItem } from "@ganit/contracts/practice/index";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { practiceSets } from "../../db/schema.ts";
import { loadSet } from "./store.ts";
import { usePupilAtWorksheet } from "./test-practice.ts";

/**
 * A generated question's id names its generator, version, range and seed: an answer is graded
 * against the question the child saw, whatever the author or the generator's code changed since;
 * and a child who reads Hindi gets generated questions in Hindi.
 */
const { env, api, at } = usePupilAtWorksheet(4, "Meena Pupil");

const saveDrill = async (generators: unknown[]) => {
  const saved = await api.putSet(at.admin, at.resourceId, { mode: "practice", generators });
  expect(saved.statusCode, saved.body).toBe(200);
};

const answer = (attemptId: string, itemId: string, value: unknown) =>
  api.call(at.pupil.token, "POST", `${API.practice}/attempts/${attemptId}/answers`, {
    itemId,
    answer: value,
    clientAnswerId: randomUUID(),
  });

describe("generated question ids", () => {
  it("names generator, version, range and seed, and grades against that question after the author changes the range", async () => {
    await saveDrill([{ generator: "times11", count: 2, min: 11, max: 20 }]);
    const { attemptId, items } = (await api.start(at.pupil.token, at.resourceId)).json() as {
      attemptId: string;
      items: StudentItem[];
    };
    const first = items[0] as StudentItem;
    expect(first.id).toMatch(/^g0\.times11\.1\.11-20\.\d+$/);
    await saveDrill([{ generator: "times11", count: 2, min: 50, max: 99 }]);
    const right = correctAnswer(first.key as never, first.seed ?? 0);
    const graded = await answer(attemptId, first.id, right);
    expect(graded.statusCode, graded.body).toBe(200);
    expect(graded.json().correct).toBe(true);
  });

  it("refuses an answer whose question's place now holds another generator, instead of grading it against that one", async () => {
    await saveDrill([{ generator: "times11", count: 1 }]);
    const { attemptId, items } = (await api.start(at.pupil.token, at.resourceId)).json() as {
      attemptId: string;
      items: StudentItem[];
    };
    const first = items[0] as StudentItem;
    await saveDrill([{ generator: "tables", count: 1 }]);
    const graded = await answer(attemptId, first.id, correctAnswer(first.key as never, first.seed ?? 0));
    expect(graded.statusCode, graded.body).toBe(404);
  });

  it("grades an answer to an older version's question (a phone's old copy) against that version", async () => {
    await saveDrill([{ generator: "tables", count: 1, min: 2, max: 10 }]);
    const { attemptId } = (await api.start(at.pupil.token, at.resourceId)).json() as { attemptId: string };
    // Version 1 of the tables asked × 1; find a seed where it did, as a phone of before would have.
    let seed = 0;
    let old = generatedQuestion([{ generator: "tables", min: 2, max: 10 }], "g0.tables.1.2-10.0");
    while (!old?.prompt.includes("× 1 =")) {
      seed += 1;
      old = generatedQuestion([{ generator: "tables", min: 2, max: 10 }], `g0.tables.1.2-10.${seed}`);
    }
    const key = (old as { answer: string }).answer;
    const graded = await answer(attemptId, `g0.tables.1.2-10.${seed}`, key);
    expect(graded.statusCode, graded.body).toBe(200);
    expect(graded.json().correct).toBe(true);
    // Today's version draws other numbers for that seed: its own key is not this one.
    const now = generatedQuestion([{ generator: "tables", min: 2, max: 10 }], `g0.tables.2.2-10.${seed}`);
    expect((now as { answer: string }).answer).not.toBe(key);
  });

  it("writes a generated question in Hindi for a child who reads Hindi", async () => {
    await saveDrill([{ generator: "triangleAngles", count: 1 }]);
    const started = await env.app.inject({
      method: "POST",
      url: `${API.practice}/${at.resourceId}/attempts`,
      headers: { authorization: at.pupil.token, cookie: "ganit-lang=hi" },
    });
    expect(started.statusCode, started.body).toBe(201);
    const item = started.json().items[0] as StudentItem;
    expect(item.prompt).toMatch(/त्रिभुज के दो कोण/);
    expect(item.hint).toMatch(/180°/);
    const english = (await api.start(at.pupil.token, at.resourceId)).json().items[0] as StudentItem;
    expect(english.prompt).toMatch(/Two angles of a triangle/);
  });
});

describe("an author's question in Hindi", () => {
  const ITEM = {
    id: "half",
    kind: "single",
    prompt: "Which is half of 10?",
    options: ["5", "2"],
    answer: 0,
    hint: "Share 10 between two.",
    hi: { prompt: "10 का आधा कितना है?", options: ["5", "2"], hint: "10 को दो बराबर भागों में बाँटो।" },
  };

  it("shows the Hindi version to a child who reads Hindi, with its hint, and the English to others", async () => {
    const saved = await api.putSet(at.admin, at.resourceId, { mode: "practice", items: [ITEM] });
    expect(saved.statusCode, saved.body).toBe(200);
    const hindi = await env.app.inject({
      method: "POST",
      url: `${API.practice}/${at.resourceId}/attempts`,
      headers: { authorization: at.pupil.token, cookie: "theme=dark; ganit-lang=hi" },
    });
    const item = hindi.json().items[0] as StudentItem;
    expect(item.prompt).toBe("10 का आधा कितना है?");
    expect(item.text).toBe("10 का आधा कितना है?");
    expect(item.hint).toBe("10 को दो बराबर भागों में बाँटो।");
    expect(JSON.stringify(item.key)).not.toContain("आधा");
    const wrong = await env.app.inject({
      method: "POST",
      url: `${API.practice}/attempts/${hindi.json().attemptId}/answers`,
      headers: { authorization: at.pupil.token, cookie: "ganit-lang=hi" },
      payload: { itemId: "half", answer: 1, clientAnswerId: randomUUID() },
    });
    expect(wrong.json().hint).toBe("10 को दो बराबर भागों में बाँटो।");
    const english = (await api.start(at.pupil.token, at.resourceId)).json().items[0] as StudentItem;
    expect(english.prompt).toBe("Which is half of 10?");
  });

  it("refuses a Hindi version with another number of options", async () => {
    const refused = await api.putSet(at.admin, at.resourceId, {
      mode: "practice",
      items: [{ ...ITEM, hi: { prompt: "10 का आधा?", options: ["5"] } }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Hindi version/);
  });
});

describe("the practice JSON columns", () => {
  it("are read through the contracts' schemas: a row that does not match is not taken for a set", async () => {
    await saveDrill([{ generator: "times11", count: 1 }]);
    expect((await loadSet(env.db, at.resourceId))?.generators).toEqual([{ generator: "times11", count: 1 }]);
    await env.db
      .update(practiceSets)
      .set({ generators: [{ generator: "noSuchGenerator", count: 1 }] as never })
      .where(eq(practiceSets.resourceId, at.resourceId));
    await expect(loadSet(env.db, at.resourceId)).rejects.toThrow();
    await saveDrill([{ generator: "times11", count: 1 }]);
  });
});
