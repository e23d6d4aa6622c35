import { type ActiveSchool, type ActiveSchoolsPage, API } from "@ganit/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { unique } from "../../test/factories.ts";
import { callerAs, listReader, useSignedIn, useTestEnv } from "../../test/session.ts";
import { addCourse, addStudent, addTeacher, enableClass, makeSchool } from "./test-operator-schools.ts";

const env = useTestEnv();
const superadmin = useSignedIn(env, "superadmin");
const admin = useSignedIn(env, "admin");
const asSuperadmin = callerAs(env, superadmin);

const page = listReader<ActiveSchoolsPage>(env, API.activeSchools, superadmin);

describe("GET /api/superadmin/active-schools", () => {
  const marker = unique("Zephyr");
  const district = unique("Dist");
  let full: Awaited<ReturnType<typeof makeSchool>>;
  let empty: Awaited<ReturnType<typeof makeSchool>>;
  let algebra: { id: string; name: string };
  let geometry: { id: string; name: string };

  beforeAll(async () => {
    // One school with 3 students, 2 teachers and 2 courses (one for students in 2 classes, one for
    // the school); one school with nothing; 25 more with the marker, for paging.
    full = await makeSchool(env.db, {
      name: `${marker} Alpha`,
      city: "Hubballi",
      district,
      state: "Goa",
      phone: "9123456780",
    });
    empty = await makeSchool(env.db, { name: `${marker} Beta`, state: "Kerala" });
    for (let i = 0; i < 25; i++) {
      await makeSchool(env.db, { name: `${marker} Gamma ${String(i).padStart(2, "0")}` });
    }
    for (const classNumber of [6, 6, 7]) await addStudent(env.db, full.school.id, classNumber);
    await addTeacher(env.db, full.school.id);
    await addTeacher(env.db, full.school.id);
    // Another school's people never count for this one.
    await addStudent(env.db, (await makeSchool(env.db)).school.id);
    algebra = await addCourse(env.db, unique("Algebra "));
    geometry = await addCourse(env.db, unique("Geometry "));
    const schoolId = full.school.id;
    await enableClass(env.db, {
      schoolId,
      courseId: algebra.id,
      classNumber: 7,
      kind: "students",
      limit: 40,
    });
    await enableClass(env.db, { schoolId, courseId: algebra.id, classNumber: 6, kind: "students" });
    await enableClass(env.db, { schoolId, courseId: geometry.id, classNumber: 8, kind: "school" });
  });

  it("answers the spec's whole list { data } without parameters, with counts and courses from the data", async () => {
    const res = await asSuperadmin("GET", API.activeSchools);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: ActiveSchool[] }>();
    const row = data.find((school) => school.schoolId === full.school.id);
    expect(row).toMatchObject({
      schoolName: `${marker} Alpha`,
      contact: {
        email: full.user.email,
        phone: "9123456780",
        address: { street: "4 Lake View Road", city: "Hubballi", district, state: "Goa", pincode: "570009" },
      },
      details: { udiscCode: full.school.udiscCode },
      totalCourses: 2,
      totalStudents: 3,
      totalTeachers: 2,
      status: "active",
      statusReason: null,
    });
    expect(row?.activeSince).toBe(row?.details.registrationDate);
    expect(row?.courses.forStudents).toEqual([
      {
        courseId: algebra.id,
        courseName: algebra.name,
        classes: [
          { classNumber: 6, status: "active", studentLimit: null },
          { classNumber: 7, status: "active", studentLimit: 40 },
        ],
      },
    ]);
    expect(row?.courses.forSchool).toEqual([
      {
        courseId: geometry.id,
        courseName: geometry.name,
        classes: [{ classNumber: 8, status: "active", studentLimit: null }],
      },
    ]);
    const none = data.find((school) => school.schoolId === empty.school.id);
    expect(none).toMatchObject({ totalCourses: 0, totalStudents: 0, totalTeachers: 0 });
    expect(none?.courses).toEqual({ forStudents: [], forSchool: [] });
    expect(JSON.stringify(data)).not.toMatch(/password|hash|session/i);
  });

  it("pages and sorts on the server", async () => {
    const first = await page(`search=${marker}&limit=25`);
    expect(first.total).toBe(27);
    expect(first.items).toHaveLength(25);
    expect(first.items.map((row) => row.schoolName).slice(0, 3)).toEqual([
      `${marker} Alpha`,
      `${marker} Beta`,
      `${marker} Gamma 00`,
    ]);
    const second = await page(`search=${marker}&limit=25&page=2`);
    expect(second.items.map((row) => row.schoolName)).toEqual([`${marker} Gamma 23`, `${marker} Gamma 24`]);
    const desc = await page(`search=${marker}&sort=schoolName&order=desc&limit=25`);
    expect(desc.items[0]?.schoolName).toBe(`${marker} Gamma 24`);
    expect(first.states).toEqual(expect.arrayContaining(["Goa", "Karnataka", "Kerala"]));
  });

  it("searches name, UDISE code, e-mail, phone, city, district and state", async () => {
    const ids = async (search: string) =>
      (await page(`search=${encodeURIComponent(search)}`)).items.map((row) => row.schoolId);
    expect(await ids(full.school.udiscCode)).toEqual([full.school.id]);
    expect(await ids(full.user.email.toUpperCase())).toEqual([full.school.id]);
    expect(await ids(district)).toEqual([full.school.id]);
    expect(await ids(`${marker} alpha`)).toEqual([full.school.id]);
    expect(await ids("9123456780")).toContain(full.school.id);
    expect(await ids("Hubballi")).toContain(full.school.id);
    expect(await ids("Goa")).toContain(full.school.id);
    // A % or _ in the search is taken literally.
    expect(await ids("%")).toEqual([]);
  });

  it("filters by state and by status", async () => {
    const inKerala = await page(`search=${marker}&state=Kerala`);
    expect(inKerala.items.map((row) => row.schoolId)).toEqual([empty.school.id]);
    const held = await page(`search=${marker}&status=hold`);
    expect(held.total).toBe(0);
    const active = await page(`search=${marker}&status=active`);
    expect(active.total).toBe(27);
  });

  it("refuses bad parameters with a message, an admin and an anonymous caller", async () => {
    await page.refuses(["status=closed", "sort=password", "limit=7", "page=0"]);
    const asAdmin = await env.app.inject({
      method: "GET",
      url: API.activeSchools,
      headers: { authorization: admin.token },
    });
    expect(asAdmin.statusCode).toBe(403);
    const anonymous = await env.app.inject({ method: "GET", url: API.activeSchools });
    expect(anonymous.statusCode).toBe(401);
  });
});
