import { API, type ContentListItem, MESSAGES } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { signedInAs, unique } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";

/** Text in a query string follows the rules of text in a body: refused with 400, or normalised. */
const env = useTestEnv();

const get = (url: string) => env.app.inject({ method: "GET", url });

describe("the public content filters", () => {
  for (const path of [API.contentList, API.contentOptions]) {
    for (const filter of ["course", "topic", "subtopic"]) {
      it(`${path}?${filter}= with a NUL byte answers 400 controlCharacters, never 500`, async () => {
        const res = await get(`${path}?${filter}=a%00b`);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ fieldKeys: { [filter]: "controlCharacters" } });
        expect(res.json().fields[filter]).toBe(MESSAGES.controlCharacters);
      });
    }
  }

  it("refuses a zero-width space or a direction override in a filter and in a list's search", async () => {
    for (const url of [
      `${API.contentList}?course=Vedic%E2%80%8BMath`,
      `${API.contentOptions}?topic=%E2%80%AEabc`,
      `${API.contentList}?search=%00`,
      `${API.contentList}?search=a%E2%80%8Bb`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    }
  });

  it("matches a filter typed with a no-break space, doubled spaces or full-width letters to the stored name", async () => {
    const admin = await signedInAs(env.app, env.db, "admin");
    const coursename = unique("Vedic Math ");
    const created = await env.app.inject({
      method: "POST",
      url: API.contentCreate,
      headers: { authorization: admin.token },
      payload: {
        coursename,
        classnumber: 5,
        topicname: "Squares",
        subtopicname: "Ending in 5",
        contentname: "Squares ending in 5",
        content: "<p>25² = 625</p>",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const fullWidthV = `\uff36${coursename.slice(1)}`;
    for (const typed of [
      coursename.replace(" ", "\u00a0"),
      coursename.replace(" ", "  "),
      fullWidthV,
      ` ${coursename} `,
    ]) {
      const res = await get(`${API.contentList}?course=${encodeURIComponent(typed)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ items: ContentListItem[] }>().items.map((i) => i.coursename)).toEqual([coursename]);
    }
  });
});
