import { API, apiPath, PARENT_API, parentApiPath, ROLES } from "@ganit/contracts";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ensureSuperadmin } from "../bootstrap.ts";
import { auditEvents, purchases, schools, students, teachers, users } from "../db/schema.ts";
import { login } from "../test/factories.ts";
import { useTestEnv } from "../test/session.ts";
import { MORE_SCHOOLS } from "./more-schools.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "./seed.ts";

const env = useTestEnv();

const count = async (table: typeof users | typeof schools | typeof students | typeof teachers) =>
  (await env.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe("seedDemo", () => {
  it("creates one account per role, each of which signs in with the demo password", async () => {
    expect(await seedDemo(env.db)).toBe(true);
    const rows = await env.db.select({ role: users.role, status: users.status }).from(users);
    expect(new Set(rows.map((r) => r.role))).toEqual(new Set(ROLES));
    // The staff list has something to search, filter and page: more admins, two of them on hold.
    expect(rows.filter((r) => r.role === "admin")).toHaveLength(7);
    expect(rows.filter((r) => r.role === "admin" && r.status === "hold")).toHaveLength(2);
    // Two schools, each with about 150 students across classes 1–10 and 5 teachers, one on hold.
    expect(rows.filter((r) => r.role === "teacher" && r.status === "hold")).toHaveLength(2);
    expect(DEMO_ACCOUNTS.map((a) => a.role).sort()).toEqual([...ROLES].sort());

    for (const account of DEMO_ACCOUNTS) {
      const token = await login(env.app, account.username, DEMO_PASSWORD);
      const profile = (await env.app.inject({ url: API.profile, headers: { authorization: token } })).json();
      expect(profile, account.username).toMatchObject({ role: account.role, name: account.name });
      const details = {
        school: "school",
        teacher: "teacher",
        student: "student",
        studentb2c: "student",
      } as const;
      const key = details[account.role as keyof typeof details];
      if (key) expect(profile[key], account.username).toBeTruthy();
    }
    // Loading the whole demo takes 15–30 s on a quiet 2-core machine, twice that on a busy one.
  }, 120_000);

  it("registers more schools over the last 90 days, none with a purchase, one on hold with its reason", async () => {
    const rows = await env.db
      .select({
        id: schools.id,
        status: schools.status,
        reason: schools.statusReason,
        createdAt: schools.createdAt,
        state: schools.state,
      })
      .from(schools);
    expect(rows.length).toBe(2 + MORE_SCHOOLS.length);
    const ages = rows.map((row) => (Date.now() - row.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeLessThanOrEqual(90);
    expect(ages.filter((age) => age > 30).length).toBeGreaterThan(3);
    expect(ages.filter((age) => age <= 30).length).toBeGreaterThan(3);
    expect(new Set(rows.map((row) => row.state)).size).toBeGreaterThan(10);
    const held = rows.filter((row) => row.status === "hold");
    expect(held).toHaveLength(1);
    expect(held[0]?.reason).toBeTruthy();
    const [event] = await env.db
      .select({ detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "school.held"), eq(auditEvents.targetId, held[0]?.id ?? "")));
    expect(event?.detail).toMatchObject({ to: "hold", reason: expect.any(String) });
    const bought = await env.db.selectDistinct({ schoolId: purchases.buyerSchoolId }).from(purchases);
    const withPurchase = new Set(bought.map((row) => row.schoolId));
    expect(rows.filter((row) => !withPurchase.has(row.id)).length).toBe(MORE_SCHOOLS.length);
  });

  it("is idempotent, and a later ensureSuperadmin keeps the demo superadmin", async () => {
    const before = await Promise.all([users, schools, students, teachers].map(count));
    expect(await seedDemo(env.db)).toBe(false);
    expect(
      await ensureSuperadmin(env.db, { superadmin: {} } as Parameters<typeof ensureSuperadmin>[1]),
    ).toBeNull();
    expect(await Promise.all([users, schools, students, teachers].map(count))).toEqual(before);
    expect(before.slice(1)).toEqual([2 + MORE_SCHOOLS.length, expect.any(Number), 10]);
    const perSchool = await env.db
      .select({
        n: sql<number>`count(*)::int`,
        classes: sql<number>`count(distinct ${students.classNumber})::int`,
      })
      .from(students)
      .where(sql`${students.schoolId} is not null`)
      .groupBy(students.schoolId);
    for (const school of perSchool) {
      expect(school.n).toBeGreaterThanOrEqual(140);
      expect(school.n).toBeLessThanOrEqual(170);
      expect(school.classes).toBe(10);
    }
  });

  it("gives the demo students the demo password and some siblings one e-mail, without queued mail", async () => {
    const [sibling] = await env.db
      .select({ email: users.email, n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.role} = 'student'`)
      .groupBy(users.email)
      .having(sql`count(*) > 1`)
      .limit(1);
    expect(sibling?.n).toBeGreaterThan(1);
    const [student] = await env.db
      .select({ username: users.username })
      .from(users)
      .where(sql`${users.role} = 'student' and ${users.username} <> 'asha1001'`)
      .limit(1);
    expect(await login(env.app, student?.username ?? "", DEMO_PASSWORD)).toBeTruthy();
    expect(await login(env.app, "greenvalley@ganit.demo", DEMO_PASSWORD)).toBeTruthy();
    // Nor a job that would mail them once the worker runs.
    await env.deliverMail();
    const mail = await env.db.execute(sql`select count(*)::int as n from mail_outbox`);
    expect((mail as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

// Buying seats
describe("demo parents", () => {
  it("shows the demo parent Asha's week with her teacher's two notes, newest first", async () => {
    const token = await login(env.app, "parent@ganit.demo", DEMO_PASSWORD);
    const children = (
      await env.app.inject({ url: PARENT_API.parentChildren, headers: { authorization: token } })
    ).json<{ items: { id: string; name: string }[] }>();
    const asha = children.items.find((child) => child.name.startsWith("Asha"));
    expect(asha, JSON.stringify(children)).toBeDefined();
    const week = await env.app.inject({
      url: parentApiPath.parentChildWeek(asha?.id ?? ""),
      headers: { authorization: token },
    });
    expect(week.statusCode, week.body).toBe(200);
    const notes = week.json<{ notes: { text: string; teacherName: string | null }[] }>().notes;
    expect(notes).toHaveLength(2);
    expect(notes[0]?.text).toMatch(/घड़ी/);
    expect(notes.every((note) => note.teacherName)).toBe(true);
  });
});

describe("demo purchases", () => {
  it("holds purchases in every state for both schools and the learner, as their screens show them", async () => {
    const byStatus = await env.db.execute(
      sql`select status, count(*)::int as n from purchases group by status order by status::text`,
    );
    expect((byStatus as unknown as { rows: { status: string; n: number }[] }).rows).toEqual([
      { status: "pending", n: 4 },
      { status: "rejected", n: 1 },
      { status: "verified", n: 3 },
    ]);
    const school = await login(env.app, "school@ganit.demo", DEMO_PASSWORD);
    const mine = (await env.app.inject({ url: API.myCourses, headers: { authorization: school } })).json();
    const statuses = mine.data.studentCourses.flatMap((c: { purchasedClasses: { status: string }[] }) =>
      c.purchasedClasses.map((k) => k.status),
    );
    expect(statuses).toContain("active");
    expect(statuses).toContain("hold");
    expect(mine.data.schoolCourses).toHaveLength(1);
    const vedic5 = mine.data.studentCourses
      .find((c: { courseName: string }) => c.courseName === "Vedic Math")
      ?.purchasedClasses.find((k: { classNumber: number }) => k.classNumber === 5);
    expect(vedic5).toMatchObject({ status: "active", pendingSeats: 10 });
    expect(vedic5.studentLimit).toBeGreaterThanOrEqual(10);
    const history = (
      await env.app.inject({ url: API.paymentHistory, headers: { authorization: school } })
    ).json();
    const rejected = history.purchases.find((p: { status: string }) => p.status === "rejected");
    expect(rejected.rejectionReason).toBeTruthy();
    const verified = history.purchases.find((p: { status: string }) => p.status === "verified");
    expect(verified.discountPercent).toBe(5);
    const receipt = await env.app.inject({
      url: apiPath.receipt(verified._id),
      headers: { authorization: school },
    });
    expect(receipt.statusCode).toBe(200);

    const learner = await login(env.app, "learner@ganit.demo", DEMO_PASSWORD);
    const access = (
      await env.app.inject({ url: API.studentAccessCourses, headers: { authorization: learner } })
    ).json();
    expect(
      access.courses.flatMap((c: { enrolledClass: { accessGranted: boolean }[] }) =>
        c.enrolledClass.map((k) => k.accessGranted),
      ),
    ).toEqual(expect.arrayContaining([true, false]));
  });
});

// Enrolment
describe("demo enrolments", () => {
  it("puts most pupils of both schools in their active student classes, within the seats", async () => {
    const perClass = await env.db.execute(sql`
      select pc.school_id, pc.class_number, pc.student_limit, count(e.id)::int as enrolled,
        (select count(*)::int from students s where s.school_id = pc.school_id and s.class_number = pc.class_number) as pupils
      from purchased_classes pc left join enrolments e on e.purchased_class_id = pc.id
      where pc.kind = 'students' and pc.status = 'active' and pc.school_id is not null
      group by pc.id`);
    const rows = (
      perClass as unknown as {
        rows: { school_id: string; student_limit: number; enrolled: number; pupils: number }[];
      }
    ).rows;
    expect(new Set(rows.map((row) => row.school_id)).size).toBe(2);
    for (const row of rows) {
      expect(row.enrolled).toBeLessThanOrEqual(row.student_limit);
      expect(row.enrolled).toBeGreaterThanOrEqual(Math.floor((row.pupils * 2) / 3));
      expect(row.enrolled).toBeLessThan(row.pupils);
    }
    const school = await login(env.app, "school@ganit.demo", DEMO_PASSWORD);
    const { activeStudentCourses } = (
      await env.app.inject({ url: API.schoolStudentCourses, headers: { authorization: school } })
    ).json();
    const seats = activeStudentCourses.flatMap((c: { classDetails: { currentStudents: number }[] }) =>
      c.classDetails.map((k) => k.currentStudents),
    );
    expect(Math.max(...seats)).toBeGreaterThan(0);
    const list = (await env.app.inject({ url: API.students, headers: { authorization: school } })).json();
    const asha = list.find((s: { username: string }) => s.username === "asha1001");
    // Magic Math, and the syllabus's Mathematics (her chapter view's practice opens).
    expect(asha.coursesEnrolled).toEqual([
      expect.objectContaining({ courseName: "Magic Math", enrolledClass: 4, accessGranted: true }),
      expect.objectContaining({ courseName: "Mathematics", enrolledClass: 4, accessGranted: true }),
    ]);
  });
});
