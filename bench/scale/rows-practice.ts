// Practice when a whole school answers at once: pupils of the big school, each in a sitting of a
// practice set of their class, answering over HTTP as a phone does (start a sitting, answer its
// questions in turn, start the next). Two shapes:
// - a rush: PUPILS pupils answering as fast as the server lets them, all at once (closed loop);
//   answers/s, p50, p99 and how many took over 2 s;
// - a lab: LAB pupils each answering once every LAB_EVERY_MS, for the row's seconds (open loop):
//   the load of a computer lab of 40 where every child answers every 10 s; p50, p99, over 2 s.
// Statements per answer are counted by the server's own test (practice/answer-statements.test.ts).
import { randomUUID } from "node:crypto";
import http from "node:http";
import { percentile, sleep } from "./lib.ts";
import type { Figures, RowContext } from "./rows.ts";
import type { SqlSide } from "./sql-side.ts";

export const PUPILS = 60;
export const LAB = 40;
const LAB_EVERY_MS = 10_000;

type Item = { id: string; kind: string; seed?: number; options?: string[] };
type Sitting = { attemptId: string; items: Item[]; next: number };
type Pupil = { username: string; resourceId: string; token?: string; sitting?: Sitting };

/** Generators whose questions take a typed whole number: the guess "7" fits every one of them. */
const TYPED_NUMBER_GENERATORS = [
  "addSubtract",
  "missingNumber",
  "skipCounting",
  "equalGroups",
  "countingStories",
  "tensAndOnes",
  "placeValue",
  "sequences",
];

/** Pupils of the big school with a practice-mode set in a class they are enrolled in, one set each. */
async function pupilsWithSets(side: SqlSide, n: number): Promise<Pupil[]> {
  return side.query<Pupil>(
    `select distinct on (st.id) u.username as "username", ps.resource_id as "resourceId"
     from students st
     join users u on u.id = st.user_id
     join enrolments e on e.student_id = st.id
     join purchased_classes pc on pc.id = e.purchased_class_id and pc.status = 'active'
     join course_classes cc on cc.course_id = e.course_id and cc.class_number = e.class_number
     join course_levels cl on cl.course_class_id = cc.id
     join course_titles ct on ct.course_level_id = cl.id
     join course_resources cr on cr.course_title_id = ct.id
     join practice_sets ps on ps.resource_id = cr.id and ps.mode = 'practice'
       and jsonb_array_length(ps.generators) > 0
       and not exists (select 1 from jsonb_array_elements(ps.generators) g
                       where g->>'generator' <> all($2::text[]))
     where st.id like 'bench-b-%'
     order by st.id, ps.resource_id
     limit $1`,
    [n, TYPED_NUMBER_GENERATORS],
  );
}

const json = (body: Buffer) => JSON.parse(body.toString()) as Record<string, unknown>;

/** What a child would send for this question: a wrong-or-right guess of the item's own shape. */
function guess(item: Item): unknown {
  if (item.options?.length) return 0;
  return "7";
}

// A socket for each pupil, as each phone has its own (the shared bench agent keeps 8).
const agent = new http.Agent({ keepAlive: true, maxSockets: PUPILS });

function post(rc: RowContext, path: string, token: string, body?: unknown) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { authorization: token };
  if (text !== undefined) headers["content-type"] = "application/json";
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${rc.base}${path}`, { method: "POST", headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(text);
  });
}

/** Each kind of refusal is shown once, so that a figure of refusals is never a mystery. */
const reported = new Set<number>();

/** One answer of the pupil's, starting a sitting first when none is open. Its time in ms, or null if refused. */
async function answerOnce(rc: RowContext, pupil: Pupil): Promise<{ ms: number; ok: boolean }> {
  const token = pupil.token ?? "";
  if (!pupil.sitting || pupil.sitting.next >= pupil.sitting.items.length) {
    const started = await post(rc, `/api/practice/${pupil.resourceId}/attempts`, token);
    if (started.status !== 201)
      throw new Error(`start ${started.status}: ${started.body.toString().slice(0, 200)}`);
    const body = json(started.body);
    pupil.sitting = { attemptId: String(body.attemptId), items: body.items as Item[], next: 0 };
  }
  const sitting = pupil.sitting;
  const item = sitting.items[sitting.next++] as Item;
  const t0 = performance.now();
  const res = await post(rc, `/api/practice/attempts/${sitting.attemptId}/answers`, token, {
    itemId: item.id,
    answer: guess(item),
    clientAnswerId: randomUUID(),
    ...(item.seed === undefined ? {} : { seed: item.seed }),
  });
  if (res.status !== 200 && !reported.has(res.status)) {
    reported.add(res.status);
    console.warn(`an answer refused: ${res.status} ${res.body.toString().slice(0, 200)}`);
  }
  return { ms: performance.now() - t0, ok: res.status === 200 };
}

function summary(prefix: string, times: number[], refused: number, seconds: number): Figures {
  return {
    [`${prefix} answers/s`]: Number((times.length / seconds).toFixed(1)),
    [`${prefix} p50 ms`]: percentile(times, 50),
    [`${prefix} p99 ms`]: percentile(times, 99),
    [`${prefix} over 2 s`]: times.filter((t) => t > 2000).length,
    [`${prefix} refused`]: refused,
  };
}

export async function practiceAtOnce(rc: RowContext, side: SqlSide): Promise<Figures> {
  const pupils = await pupilsWithSets(side, PUPILS);
  if (pupils.length < LAB) throw new Error(`only ${pupils.length} pupils with a practice set`);
  for (const pupil of pupils) pupil.token = await rc.token(pupil.username);
  // A first sitting each, and one answer: the rush then measures answers, not the sittings' start.
  for (const pupil of pupils) await answerOnce(rc, pupil);

  // The rush: every pupil answering in a loop for the row's seconds.
  const rushTimes: number[] = [];
  let rushRefused = 0;
  const rushEnd = performance.now() + rc.seconds * 1000;
  const rushStarted = performance.now();
  await Promise.all(
    pupils.map(async (pupil) => {
      while (performance.now() < rushEnd) {
        const { ms, ok } = await answerOnce(rc, pupil);
        if (ok) rushTimes.push(ms);
        else rushRefused++;
      }
    }),
  );
  const rushSeconds = (performance.now() - rushStarted) / 1000;

  // The lab: 40 pupils, each answering every 10 s, their first answers spread over the 10 s.
  const labTimes: number[] = [];
  let labRefused = 0;
  const labSeconds = Math.max(rc.seconds, 30);
  const labEnd = performance.now() + labSeconds * 1000;
  await Promise.all(
    pupils.slice(0, LAB).map(async (pupil, i) => {
      await sleep((i * LAB_EVERY_MS) / LAB);
      while (performance.now() < labEnd) {
        const due = performance.now() + LAB_EVERY_MS;
        const { ms, ok } = await answerOnce(rc, pupil);
        if (ok) labTimes.push(ms);
        else labRefused++;
        await sleep(Math.max(0, due - performance.now()));
      }
    }),
  );
  return {
    pupils: pupils.length,
    ...summary("rush", rushTimes, rushRefused, rushSeconds),
    ...summary("lab of 40", labTimes, labRefused, labSeconds),
    seconds: rc.seconds,
  };
}
