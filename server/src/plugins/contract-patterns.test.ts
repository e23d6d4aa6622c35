import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Every pattern the contracts export is linear: no nested or overlapping quantifiers, so no text can
 * make one retry from every position (a backtracking pattern on a long name held the one server
 * thread for minutes). Each is run on 100,000-character texts built to make a backtracking pattern
 * work hardest: long runs of one character, of two alternating, of the words the pattern itself
 * names, each also ending in a character that makes the match fail at the very end.
 *
 * The one timed bound allowed in the tests: 50 ms of processor time a run (the least of three when
 * one is over), where a linear pattern takes under 10 ms and a quadratic one takes seconds.
 */
const contractsSource = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../packages/contracts/src",
);
const LENGTH = 100_000;
const BOUND_MS = 50;

async function exportedPatterns(): Promise<Map<string, RegExp>> {
  const files = readdirSync(contractsSource, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts"),
  );
  const patterns = new Map<string, RegExp>();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(contractsSource, file)).href)) as Record<
      string,
      unknown
    >;
    for (const [name, value] of Object.entries(module)) {
      // Each once, under the file that declares it (an index re-exports it).
      if (value instanceof RegExp && ![...patterns.values()].includes(value)) {
        if (file.endsWith("index.ts")) continue;
        patterns.set(`${file}: ${name}`, value);
      }
    }
  }
  return patterns;
}

/** Characters of names, numbers, addresses, scripts and the punctuation patterns care about. */
const ALPHABET = [
  "a",
  "Z",
  "1",
  "0",
  ".",
  "-",
  " ",
  ":",
  "/",
  "_",
  "@",
  "'",
  "&",
  "+",
  "ह",
  "\u093e",
  "\u200c",
  "<",
];
/** Those whose pairs make runs two patterns' alternatives could both take. */
const PAIRED = ["a", "1", ".", "-", " ", ":", "ह", "\u200c"];

function adversarialTexts(pattern: RegExp): string[] {
  // Words the pattern spells out ("www", "com", "http-equiv"), as units to repeat.
  const words = [...new Set(pattern.source.match(/[A-Za-z][A-Za-z-]{1,}/g) ?? [])].filter(
    (word) => !/^[pPuLMNdswbDSWB]$/.test(word),
  );
  const units = [
    ...ALPHABET,
    ...PAIRED.flatMap((first) => PAIRED.map((second) => first + second)),
    ...words,
    ...words.flatMap((word) => [`${word}.`, `${word} `, `${word}=`, ` ${word}`, `<${word} `, `${word}://`]),
  ];
  const texts: string[] = [];
  for (const unit of units) {
    const run = unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH);
    texts.push(run, `${run.slice(0, -1)}!`);
  }
  return texts;
}

/**
 * The processor time of one run, in ms: the machine is shared (other tests, other processes), and a
 * wait for the processor is not the pattern's work.
 */
function runMs(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  const before = process.cpuUsage();
  pattern.test(text);
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
}

/**
 * The slowest text for the pattern, and its time: a run over the bound is run twice more and the
 * least counts, so a pause is not the pattern's (one ten times over is no pause). The first text over
 * the bound ends the search: a backtracking pattern takes a minute a text.
 */
function slowest(pattern: RegExp, texts: string[]): { ms: number; text: string } {
  let worst = { ms: 0, text: "" };
  for (const text of texts) {
    let ms = runMs(pattern, text);
    if (ms > BOUND_MS && ms < 10 * BOUND_MS) ms = Math.min(ms, runMs(pattern, text), runMs(pattern, text));
    if (ms > worst.ms) worst = { ms, text };
    if (ms > BOUND_MS) break;
  }
  return worst;
}

describe("the contracts' patterns", () => {
  it("are found: the ones that read what users type are among them", async () => {
    const names = [...(await exportedPatterns()).keys()];
    expect(names).toEqual(
      expect.arrayContaining(["learners.ts: LOOKS_LIKE_URL", "schools.ts: SCHOOL_NAME_PATTERN"]),
    );
  });

  it(`each reads 100,000 adversarial characters in under ${BOUND_MS} ms`, async () => {
    const slow: string[] = [];
    for (const [name, pattern] of await exportedPatterns()) {
      const texts = adversarialTexts(pattern);
      const worst = slowest(pattern, texts);
      if (worst.ms > BOUND_MS) {
        slow.push(
          `${name} /${pattern.source}/ took ${Math.round(worst.ms)} ms on ${JSON.stringify(worst.text.slice(0, 12))}…`,
        );
      }
    }
    expect(slow).toEqual([]);
  }, 120_000);
});
