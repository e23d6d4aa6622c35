import type { AttemptResponse } from "@ganit/contracts";
import { correctAnswer, type StudentItem, seededRandom } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";
// The phone's own grading, as the practice screen runs it offline (not a copy of its rules).
import { gradeOnDevice } from "../../../../web/src/features/practice/practice-engine.ts";
import { usePupilAtWorksheet } from "./test-practice.ts";

/**
 * The phone and the server give the same verdict on touch answers (docs/adr/0651-touch-answers.md):
 * generated clock, tray, number-line, shading, column and plotted-point questions, answered with the right answer,
 * near misses and made-up shapes, graded by the phone's engine and by the server through its HTTP
 * path. A shape the phone cannot grade (null) is one the server refuses (400).
 */
const ATTEMPTS = Number(process.env.TOUCH_AGREE_ATTEMPTS ?? 6);
const GENERATORS = [
  "setClock",
  "makeAmount",
  "placePoint",
  "shadeFraction",
  "columnSums",
  "longDivision",
  "plotPoint",
] as const;

const { api, at } = usePupilAtWorksheet(2, "Meena Pupil", {
  mode: "practice",
  generators: GENERATORS.map((generator) => ({ generator, count: 2, min: 1, max: 3 })),
});

/** Answers a child (or a made-up request) might send to a touch question. */
function answersFor(item: StudentItem, random: ReturnType<typeof seededRandom>): unknown[] {
  const right = correctAnswer(item.key as NonNullable<StudentItem["key"]>, item.seed ?? 0) as Record<
    string,
    unknown
  >;
  const touch = item.touch;
  if (item.kind === "time") {
    const { hour, minute } = right as { hour: number; minute: number };
    return [
      right,
      { hour: hour + 12 === 24 ? 0 : hour + 12, minute },
      { hour, minute: (minute + 5) % 60 },
      { hour: 25, minute },
    ];
  }
  if (touch?.touch === "money") {
    const pieces = right.pieces as number[];
    const offered = [...touch.coins, ...touch.notes];
    return [
      right,
      [...pieces].reverse().concat([]),
      { pieces: [...pieces, offered[random.int(0, offered.length - 1)]] },
      { pieces: pieces.slice(1) },
      { pieces: [3] },
    ].map((a) => (Array.isArray(a) ? { pieces: a } : a));
  }
  if (touch?.touch === "point") {
    const tick = right.tick as number;
    return [right, { tick: tick + 1 }, { tick: Math.max(0, tick - 1) }, { tick: touch.gaps + 1 }];
  }
  if (touch?.touch === "plane") {
    const [x, y] = String(right).slice(1, -1).split(", ").map(Number) as [number, number];
    return [right, `(${y}, ${x})`, `(${x}, ${y + 1})`, `(${touch.to + 1}, ${y})`, { x, y }];
  }
  if (touch?.touch === "shade") {
    const shaded = right.shaded as number[];
    const rest = Array.from({ length: touch.parts }, (_, i) => i).filter((i) => !shaded.includes(i));
    return [
      right,
      { shaded: rest.slice(0, shaded.length) },
      { shaded: [...shaded, ...rest.slice(0, 1)] },
      { shaded: [0, 0] },
    ];
  }
  const key = String(right);
  return [
    { digits: ["", ...key.split("")] },
    key,
    { digits: key.split("").reverse() },
    `${Number(key) + 10}`,
  ];
}

describe("touch answers: the phone and the server agree", () => {
  it(`give the same verdict over ${ATTEMPTS} attempts of every touch generator`, async () => {
    const random = seededRandom(20261127);
    let compared = 0;
    let refused = 0;
    const failures: string[] = [];
    for (let a = 0; a < ATTEMPTS; a++) {
      const started = await api.start(at.pupil.token, at.resourceId);
      expect(started.statusCode, started.body).toBe(201);
      const attempt = started.json() as AttemptResponse;
      for (const item of attempt.items as StudentItem[]) {
        expect(item.key, item.id).toBeDefined();
        for (const answer of answersFor(item, random)) {
          const phone = gradeOnDevice(item, answer as never);
          const reply = await api.answer(at.pupil.token, attempt.attemptId, item.id, answer);
          if (phone === null) {
            refused += 1;
            if (reply.statusCode !== 400)
              failures.push(`${item.id} ${JSON.stringify(answer)}: server ${reply.statusCode}`);
            continue;
          }
          expect(reply.statusCode, reply.body).toBe(200);
          const server = (reply.json() as { correct: boolean }).correct;
          compared += 1;
          if (server !== phone)
            failures.push(`${item.id} ${JSON.stringify(answer)}: phone ${phone}, server ${server}`);
        }
      }
    }
    console.info(`touch answers compared: ${compared}, refused by both: ${refused}`);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(compared).toBeGreaterThan(ATTEMPTS * 10 * 2);
    expect(refused).toBeGreaterThan(ATTEMPTS * 5);
  }, 1_800_000);
});
