import { API, type StudentDirectoryPage, type StudentDirectoryQuery } from "@ganit/contracts";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type { Pool } from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../context.ts";
import * as schema from "../../db/schema.ts";
import { createTestUser, unique } from "../../test/factories.ts";
import { usingPostgres } from "../../test/harness.ts";
import { callerAs, useSignedIn, useSignedInSchool, useTestEnv } from "../../test/session.ts";
import { insertStudent } from "../students/service.ts";
import { createStudentDirectoryService } from "./student-directory.ts";

/**
 * The superadmin's search across schools reads the pupils' own copies of their accounts' name,
 * e-mail and phone (docs/adr/0571-search-across-schools-holds-its-index-plan.md): it must find the
 * same pupils, in the same order, page by page, as the search of the accounts themselves did; and on
 * PostgreSQL its plan must start from the trigram indexes on data as a bulk upload leaves it (nothing
 * vacuumed since), not read every row.
 */
const env = useTestEnv();
const superadmin = useSignedIn(env, "superadmin");
const office = useSignedInSchool(env);
const asSuperadmin = callerAs(env, superadmin);

const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
  ((await env.db.execute(query)) as unknown as { rows: Row[] }).rows;
const letters = (prefix: string) => unique(prefix).replace(/\d/g, (d) => "ghijklmnop"[Number(d)] ?? "");

describe("the search across schools on the pupils' copies", () => {
  const m = letters("srch");
  beforeAll(async () => {
    // Through the real upload: names holding the marker in any case, some the same name (the id
    // breaks the tie), and pupils found only by their e-mail, their phone or their roll number.
    const rows = Array.from({ length: 34 }, (_, i) => ({
      name: `${["Aarav", "diya", "ISHAAN", "Kavya"][i % 4]} ${i % 3 === 0 ? m.toUpperCase() : m} ${["Shah", "Rao"][i % 2]}${i % 5 === 0 ? "" : ` ${i}`}`,
      email: `family${i}@example.test`,
      dob: "2014-06-05",
      Class: String(1 + (i % 10)),
      fathername: `Father ${i}`,
    }));
    rows.push(
      {
        name: "Only Email",
        email: `${m}.family@example.test`,
        dob: "2014-01-02",
        Class: "3",
        fathername: "F",
      },
      { name: "Only Phone", email: "phone@example.test", dob: "2014-01-03", Class: "4", fathername: "F" },
    );
    const upload = await callerAs(env, office)("POST", API.addStudentsBulk, {
      students: [
        ...rows.map((row) => (row.name === "Only Phone" ? { ...row, phone: "9123456780" } : row)),
        {
          name: "Only Roll",
          email: "roll@example.test",
          dob: "2014-01-04",
          Class: "5",
          fathername: "F",
          rollNumber: `${m}9`,
        },
      ].map((row, i) => ({ ...row, fathername: `${row.fathername} ${i}` })),
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    // An individual learner with the marker: not one of the schools' pupils.
    const learner = await createTestUser(env.db, { role: "studentb2c", name: `Learner ${m}` });
    await insertStudent(env.db, learner.user.id, {
      schoolId: null,
      rollNumber: null,
      classNumber: 5,
      fathername: "F",
      dob: "2014-06-05",
    });
  });

  /** The search as the accounts define it, ordered as the list orders it: what the answer must be. */
  const expected = async (search: string, sort: "name" | "class", order: "asc" | "desc") => {
    const pattern = `%${search}%`;
    const key = sort === "name" ? sql`lower(u.name)` : sql`s.class_number`;
    const direction = order === "desc" ? sql`desc` : sql`asc`;
    const rows = await rowsOf<{ id: string }>(sql`
      select s.id from students s join users u on u.id = s.user_id
      where s.school_id is not null
        and (u.name ilike ${pattern} or u.email ilike ${pattern} or u.phone ilike ${pattern} or s.roll_number ilike ${pattern})
      order by ${key} ${direction}, s.id asc`);
    return rows.map((row) => row.id);
  };
  const answered = async (search: string, sort: "name" | "class", order: "asc" | "desc") => {
    const ids: string[] = [];
    let total = -1;
    for (let page = 1; page < 10; page++) {
      const query = new URLSearchParams({ search, sort, order, page: String(page), limit: "25" });
      const res = await asSuperadmin("GET", `${API.studentDirectory}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<StudentDirectoryPage>();
      total = body.total;
      ids.push(...body.items.map((s) => s.studentId));
      if (body.items.length < 25) break;
    }
    return { ids, total };
  };

  it("finds the same pupils in the same order on every page as the accounts' search", async () => {
    for (const search of [m, m.toUpperCase(), "9123456", `${m}.fam`, `${m}9`]) {
      for (const [sort, order] of [
        ["name", "asc"],
        ["name", "desc"],
        ["class", "asc"],
      ] as const) {
        const want = await expected(search, sort, order);
        const got = await answered(search, sort, order);
        expect(got.ids, `${search} ${sort} ${order}`).toEqual(want);
        expect(got.total, `${search} ${sort} ${order}`).toBe(want.length);
      }
    }
    // The upload's 34 marked names, the e-mail and the roll number; not the learner.
    expect((await answered(m, "name", "asc")).total).toBe(36);
    expect((await answered("9123456", "name", "asc")).total).toBe(1);
  });

  it.runIf(usingPostgres)(
    "on PostgreSQL, after a bulk insert nothing has vacuumed, the plan starts from the trigram indexes",
    async () => {
      // 20,000 pupils, analysed as autovacuum would, then 5,000 more in one transaction as an upload
      // writes them, with neither vacuum nor analyze since.
      const pupils = (from: number, to: number) => sql`
        with made as (
          insert into users (id, username, email, name, role, status)
          select 'plan-u-' || n, 'planpupil' || n, 'planfamily' || n || '@example.test',
                 (array['Aarav','Diya','Ishaan','Kavya','Rohan','Saanvi','Vihaan','Meera','Kabir','Zara',
                        'Nikhil','Pooja','Pranav','Rahul','Riya','Tejas','Yash','Dev','Omkar','Divya'])[1 + n % 20]
                 || ' ' || (array['Sharma','Verma','Iyer','Reddy','Patel','Khan','Singh','Das','Nair','Gupta'])[1 + n % 10]
                 || ' ' || n, 'student', 'active'
          from generate_series(${from}::int, ${to}::int) n
          returning id, name, email, phone
        )
        insert into students (id, user_id, school_id, roll_number, class_number, fathername, sort_name, sort_email, account_phone)
        select 'plan-' || made.id, made.id, ${office.school.id}, 'P' || substr(made.id, 8), 1, 'Father',
               lower(made.name), lower(made.email), made.phone
        from made`;
      await env.db.execute(pupils(1, 20000));
      await env.db.execute(sql`analyze users`);
      await env.db.execute(sql`analyze students`);
      await env.db.execute(pupils(20001, 25000));

      const pool = (env.db as unknown as { $client: Pool }).$client;
      const statements: { sql: string; params: unknown[] }[] = [];
      const logged = drizzle(pool, {
        schema,
        logger: { logQuery: (text, params) => void statements.push({ sql: text, params }) },
      });
      const service = createStudentDirectoryService({ database: { db: logged } } as unknown as AppContext);
      const query = {
        page: 1,
        limit: 25,
        sort: "name",
        order: "asc",
        search: "Saanvi",
      } as StudentDirectoryQuery;
      const page = (await service.list(query)) as StudentDirectoryPage;
      expect(page.total).toBe(1250);
      // The rows and the count, as the service sent them, planned as the server would plan them.
      for (const { sql: text, params } of statements.slice(0, 2)) {
        const plan = (await pool.query(`explain ${text}`, params)).rows
          .map((row: Record<string, string>) => row["QUERY PLAN"])
          .join("\n");
        expect(plan, plan).toContain("students_sort_name_trgm_idx");
        expect(plan, plan).toContain("students_sort_email_trgm_idx");
        expect(plan, plan).toContain("students_roll_number_trgm_idx");
        expect(plan, plan).not.toMatch(/Seq Scan on (students|users)/);
      }
    },
  );
});
