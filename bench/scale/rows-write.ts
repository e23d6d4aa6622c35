// The rows that write or own their processes: the bulk upload of 5,000 pupils against a raw set-wise
// insert of the same rows, the restart of a 100k PGlite folder to the first list, and the growth of the
// list and the dashboard from 1k to 100k students in the database.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import {
  alternate,
  ganitEnv,
  median,
  ok,
  request,
  SERVER,
  sleep,
  startGanit,
  stopChild,
  timed,
} from "./lib.ts";
import type { Figures, RowContext } from "./rows.ts";
import type { SqlSide } from "./sql-side.ts";

/** A generated school the other rows do not read, so its growth by each upload moves nothing else. */
const UPLOAD_SCHOOL = "school901@scale.bench";
const ROWS = 5000;
const FIRST = ["Aarav", "Diya", "Ishaan", "Kavya", "Rohan", "Saanvi", "Vihaan", "Ananya", "Kabir", "Meera"];

function uploadRows(run: number) {
  return Array.from({ length: ROWS }, (_, i) => ({
    name: `${FIRST[i % FIRST.length]} Scale${run} ${i}`,
    email: `family${i % 3500}@upload.bench`,
    dob: `20${10 + (i % 9)}-0${1 + (i % 9)}-${10 + (i % 18)}`,
    Class: String(1 + (i % 10)),
    fathername: `Father ${run}-${i}`,
  }));
}

/** The same rows as one `unnest` insert into users and one into students, in one transaction. */
async function rawInsert(side: SqlSide, schoolId: string, run: number) {
  const rows = uploadRows(run);
  const ids = rows.map((_, i) => `raw-${run}-${i}-${Date.now()}`);
  await side.query("begin");
  try {
    await side.query(
      `insert into users (id, username, email, name, role, status, password_hash)
       select 'u' || id, 'raw' || id, email, name, 'student', 'active', 'x'
       from unnest($1::text[], $2::text[], $3::text[]) as r(id, email, name)`,
      [ids, rows.map((r) => r.email), rows.map((r) => r.name)],
    );
    await side.query(
      // The pupil's row keeps its account's name and e-mail lower-cased for the school's lists (docs/adr/0371).
      `insert into students (id, user_id, school_id, roll_number, class_number, fathername, dob, sort_name, sort_email)
       select 's' || id, 'u' || id, $4, 'R' || id, class::int, fathername, dob::date, lower(name), lower(email)
       from unnest($1::text[], $2::text[], $3::text[], $5::text[], $6::text[], $7::text[])
            as r(id, class, fathername, dob, name, email)`,
      [
        ids,
        rows.map((r) => r.Class),
        rows.map((r) => r.fathername),
        schoolId,
        rows.map((r) => r.dob),
        rows.map((r) => r.name),
        rows.map((r) => r.email),
      ],
    );
    await side.query("commit");
  } catch (error) {
    await side.query("rollback");
    throw error;
  }
}

export async function bulkUpload(rc: RowContext, side: SqlSide): Promise<Figures> {
  const token = await rc.token(UPLOAD_SCHOOL);
  const [school] = await side.query<{ id: string }>(
    "select s.id from schools s join users u on u.id = s.user_id where lower(u.username) = $1",
    [UPLOAD_SCHOOL],
  );
  if (!school) throw new Error(`no ${UPLOAD_SCHOOL}`);
  let run = Math.floor(Date.now() / 1000) % 100000;
  const upload = async () => {
    const answer = await ok(`${rc.base}/api/student/add-bulk`, {
      method: "POST",
      headers: { authorization: token },
      body: { students: uploadRows(++run) },
    });
    const { count } = JSON.parse(answer.body.toString()) as { count: number };
    if (count !== ROWS) throw new Error(`the upload saved ${count} rows`);
  };
  const result = await alternate(rc.short ? 1 : 3, upload, () => rawInsert(side, school.id, ++run), 1);
  return {
    "upload / unnest (median of pair ratios)": median(result.ratios),
    "upload ms": median(result.a),
    "unnest ms": median(result.b),
    pairs: result.a.length,
  };
}

/** A process's own CPU time so far (user + system, from /proc): what the load does not stretch. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * From starting the process on the folder to the first page of the list answered 200: the wall time,
 * and the process's CPU time by then (on a shared machine the wall time is mostly waiting for a core).
 */
export async function restart(rc: RowContext): Promise<Figures> {
  const token = await rc.token("school@ganit.demo");
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < rc.runs(5); i++) {
    const port = 3600 + Math.floor(Math.random() * 80);
    const started = performance.now();
    const child = spawn(process.execPath, [SERVER], { env: ganitEnv(rc.target, port), stdio: "ignore" });
    try {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`Ganit exited with ${child.exitCode}`);
        const answer = await request(`http://127.0.0.1:${port}/api/student/getall?page=1`, {
          headers: { authorization: token },
        }).catch(() => null);
        if (answer?.status === 200) {
          if (child.pid) cpus.push(cpuMs(child.pid));
          break;
        }
        if (answer && answer.status !== 503) throw new Error(`first list answered ${answer.status}`);
        await sleep(20);
      }
      times.push(performance.now() - started);
    } finally {
      await stopChild(child);
    }
  }
  return {
    "median ms": median(times),
    "slowest ms": Math.max(...times),
    "CPU ms to the first list, median": median(cpus),
    runs: times.length,
  };
}

/**
 * The demo's second school (about 150 pupils, the same in every data set) read in databases of 1k,
 * 10k and 100k students, one process each, in turn: 1k 10k 100k 1k 10k 100k …
 */
export async function growth(rc: RowContext): Promise<Figures> {
  const school = "greenvalley@ganit.demo";
  const servers = [];
  try {
    for (const size of rc.sizes) servers.push({ ...size, ganit: await startGanit(size.target) });
    const tokens = await Promise.all(servers.map((s) => rc.tokenAt(s.ganit.base, school)));
    const paths = {
      list: "/api/student/getall?page=1&limit=25&sort=name&order=asc",
      dashboard: "/api/school/dashboard",
    };
    const times = servers.map(() => ({ list: [] as number[], dashboard: [] as number[] }));
    for (let i = 0; i < 3 + rc.runs(60); i++) {
      for (const [k, s] of servers.entries()) {
        for (const what of ["list", "dashboard"] as const) {
          const t = await timed(() =>
            ok(`${s.ganit.base}${paths[what]}`, { headers: { authorization: tokens[k] as string } }),
          );
          if (i >= 3) times[k]?.[what].push(t);
        }
      }
    }
    const out: Figures = {};
    const first = times[0] as { list: number[]; dashboard: number[] };
    for (const [k, s] of servers.entries()) {
      const label = `${Math.round(s.students / 1000)}k`;
      const own = times[k] as { list: number[]; dashboard: number[] };
      out[`list p50 ms at ${label}`] = median(own.list);
      out[`dashboard p50 ms at ${label}`] = median(own.dashboard);
      if (k === 0) continue;
      out[`list ${label} / 1k`] = median(own.list) / median(first.list);
      out[`dashboard ${label} / 1k`] = median(own.dashboard) / median(first.dashboard);
    }
    return out;
  } finally {
    for (const s of servers) await s.ganit.stop();
  }
}
