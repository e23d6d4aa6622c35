import { ENDPOINTS, endpointsIn, studentBulkRowSchema, teacherBulkRowSchema } from "@ganit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemasOfEndpoint, type TextField, textFields, valueFor } from "../test/text-fields.ts";

/**
 * Every text a request carries is bounded before any pattern, refinement or normalisation looks at
 * it: a schema checks the length first and stops there (zod runs a schema's checks in the order
 * they are written, and a failed check stops the later ones only when it aborts). Shown here on
 * every string of every declared request schema (body, query, path parameters): given a million
 * characters, no regular expression and no Unicode normalisation ever sees more than a few
 * thousand of them, and the value is refused.
 */
/** One character past a mebibyte: past every limit a text has, a lesson page's body included. */
const HUGE = 1024 * 1024 + 1;
/** Above every text's bound as typed (the longest, a resource address, is 4,096), far below a mebibyte. */
const MOST_A_PATTERN_MAY_SEE = 8_192;

/** The one pattern allowed on any text: the single character class zod's `.max()` counts code points with. */
const ZODS_CODE_POINT_PROBE = "[\\uD800-\\uDBFF]";
/** A pattern or normalisation reached a text past the bound: stops the parse at once (a slow pattern would hold the test for hours). */
class ReadTooLong extends Error {}
const originalExec = RegExp.prototype.exec;
const originalNormalize = String.prototype.normalize;
beforeAll(() => {
  // Every regular expression use (test, match, replace, split) goes through exec once it is replaced.
  RegExp.prototype.exec = function exec(this: RegExp, text: string) {
    // zod's length check itself: it looks for a high surrogate before counting code points.
    if (this.source === ZODS_CODE_POINT_PROBE) return originalExec.call(this, text);
    if (typeof text === "string" && text.length > MOST_A_PATTERN_MAY_SEE) {
      throw new ReadTooLong(`/${this.source.slice(0, 60)}/ read ${text.length} characters`);
    }
    return originalExec.call(this, text);
  };
  String.prototype.normalize = function normalize(this: string, form?: string) {
    if (this.length > MOST_A_PATTERN_MAY_SEE)
      throw new ReadTooLong(`normalize() read ${this.length} characters`);
    return originalNormalize.call(this, form);
  };
});
afterAll(() => {
  RegExp.prototype.exec = originalExec;
  String.prototype.normalize = originalNormalize;
});

type Case = { route: string; part: "params" | "query" | "body"; field: TextField };

describe("every text of every request schema is bounded before anything else reads it", () => {
  it("refuses a million characters in each, and no pattern or normalisation sees them", async () => {
    const cases: (Case & { schema: import("zod").ZodType })[] = [];
    for (const endpoint of endpointsIn(ENDPOINTS)) {
      const schemas = await schemasOfEndpoint(endpoint);
      for (const part of ["params", "query", "body"] as const) {
        const schema = schemas[part];
        if (!schema) continue;
        for (const field of textFields(schema)) {
          cases.push({ route: `${endpoint.method} ${endpoint.path}`, part, field, schema });
        }
      }
    }
    // An upload's rows travel as plain records and are read row by row with these on the server.
    for (const [route, schema] of [
      ["POST /api/student/bulkadd row", studentBulkRowSchema],
      ["POST /api/teacher/bulkadd row", teacherBulkRowSchema],
    ] as const) {
      for (const field of textFields(schema)) cases.push({ route, part: "body", field, schema });
    }
    expect(cases.length).toBeGreaterThan(100);
    const unbounded: string[] = [];
    const accepted: string[] = [];
    for (const filler of ["a", "1", "a.", " ", "ह"]) {
      const text = filler.repeat(Math.ceil(HUGE / filler.length));
      for (const { route, part, field, schema } of cases) {
        const name = `${route} ${part}.${field.path.join(".")} (${JSON.stringify(filler)})`;
        try {
          const result = await schema.safeParseAsync(valueFor(field, text));
          if (result.success) accepted.push(name);
        } catch (error) {
          if (!(error instanceof ReadTooLong)) throw error;
          unbounded.push(`${name}: ${error.message}`);
        }
      }
    }
    expect(unbounded, "texts a pattern or normalisation read before their length was checked").toEqual([]);
    expect(accepted, "a million characters accepted").toEqual([]);
  }, 60_000);
});
