import {
  type CourseCandidate,
  type EnrolledStudent,
  type MessageKey,
  type MessageParams,
  messageText,
  msg,
  ROUTES,
  type SchoolStudentCourse,
} from "@ganit/contracts";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { json, type Override, pageOfRows, renderSignedIn, stubFetch } from "@/lib/test-fake-api.tsx";
import { fakeToken } from "@/lib/test-tokens.ts";
import CourseAddStudentPage from "./course-add-student-page.tsx";

/** A class the school bought for its students. */
export type FakeClass = {
  classNumber: number;
  studentLimit: number | null;
  status: "active" | "hold" | "blocked";
};
export type FakeCourse = { _id: string; name: string; classes: FakeClass[] };
type Pupil = Omit<CourseCandidate, "enrolled" | "enrollmentDate" | "accessGranted">;

export const pupil = (n: number, fields: Partial<Pupil> = {}): Pupil => ({
  _id: `student-${n}`,
  name: `Pupil ${String(n).padStart(2, "0")}`,
  rollNumber: String(1000 + n),
  email: `parent${n}@school.test`,
  phone: n % 2 === 0 ? null : `98765432${String(n).padStart(2, "0")}`,
  class: 5,
  fathername: `Father ${n}`,
  dob: "2014-06-05",
  createdAt: "2025-04-01T00:00:00.000Z",
  ...fields,
});

/** `count` pupils; every third in class 4, the others in class 5. */
export const pupils = (count: number) =>
  Array.from({ length: count }, (_, index) => pupil(index + 1, { class: index % 3 === 2 ? 4 : 5 }));

export const vedic = (): FakeCourse => ({
  _id: "course-vedic",
  name: "Vedic Math",
  classes: [
    { classNumber: 5, studentLimit: 30, status: "active" },
    { classNumber: 4, studentLimit: null, status: "hold" },
  ],
});

const reply = (key: MessageKey, params?: MessageParams) => ({
  message: messageText(msg(key, params)),
  key: msg(key, params),
});
const bad = (key: MessageKey, params?: MessageParams, status = 400) => json(status, reply(key, params));

/**
 * A stand-in for the enrolment API over fetch, holding its enrolments: the course cards, the course
 * statistics, the candidates (paged, filtered, sorted, `idsOnly`), the enrolled students, and the
 * four changes with the server's seat rule (bulk all or none: 'Only N seats left in Class n').
 */
export function fakeEnrolmentApi(
  options: { courses?: FakeCourse[]; students?: Pupil[]; enrolled?: [string, string, number][] } = {},
  override?: Override,
) {
  const courses = options.courses ?? [vedic()];
  const students = options.students ?? pupils(3);
  /** `${studentId} ${courseId} ${classNumber}` → enrollment date. */
  const enrolments = new Map<string, string>(
    (options.enrolled ?? []).map(([s, c, n]) => [`${s} ${c} ${n}`, "2025-07-01T10:00:00.000Z"]),
  );
  const isIn = (s: string, c: string, n: number) => enrolments.has(`${s} ${c} ${n}`);
  const countIn = (c: string, n: number) => students.filter((s) => isIn(s._id, c, n)).length;
  const classOf = (course: FakeCourse, n: number) => course.classes.find((cls) => cls.classNumber === n);

  const { calls, fetchMock } = stubFetch((method, url, body) => {
    const parts = url.pathname.split("/");
    const q = url.searchParams;
    if (method === "GET" && url.pathname === "/api/course/school/accesscourses/students") {
      const activeStudentCourses: SchoolStudentCourse[] = courses.map((course) => ({
        courseId: {
          _id: course._id,
          name: course.name,
          classLevels: course.classes.map((cls) => ({
            classNumber: cls.classNumber,
            _id: `cl-${cls.classNumber}`,
          })),
        },
        classDetails: course.classes.map((cls) => ({
          ...cls,
          currentStudents: countIn(course._id, cls.classNumber),
        })),
      }));
      return json(200, { activeStudentCourses });
    }
    const course = courses.find((candidate) => candidate._id === parts.at(-1));
    const courseOf = (id: string | undefined) => courses.find((candidate) => candidate._id === id);
    if (method === "GET" && url.pathname.startsWith("/api/student/getstudentcount/")) {
      if (!course) return json(404, reply("notFound"));
      const classDetails = course.classes.map((cls) => {
        const current = countIn(course._id, cls.classNumber);
        return {
          classNumber: cls.classNumber,
          currentStudents: current,
          studentLimit: cls.studentLimit,
          remainingSeats: cls.studentLimit === null ? null : Math.max(0, cls.studentLimit - current),
          status: cls.status,
        };
      });
      const limits = classDetails.map((cls) => cls.studentLimit);
      return json(200, {
        totals: {
          currentStudents: classDetails.reduce((sum, cls) => sum + cls.currentStudents, 0),
          studentLimit: limits.includes(null) ? null : limits.reduce<number>((sum, n) => sum + (n ?? 0), 0),
        },
        classDetails,
        courseName: course.name,
        totalPurchases: 1,
      });
    }
    const sorted = <T extends { name: string; rollNumber: string; class: number }>(rows: T[]) => {
      const sort = q.get("sort") ?? "name";
      const factor = q.get("order") === "desc" ? -1 : 1;
      return rows.sort((a, b) =>
        sort === "class"
          ? (a.class - b.class) * factor
          : String(a[sort as "name"]).localeCompare(String(b[sort as "name"])) * factor,
      );
    };
    if (method === "GET" && url.pathname.startsWith("/api/student/course-candidates/")) {
      if (!course) return json(404, reply("notFound"));
      const target = Number(q.get("classNumber"));
      if (!q.get("classNumber")) return bad("selectClassFirst");
      const search = (q.get("search") ?? "").toLowerCase();
      const matching = sorted(
        students
          .filter((s) => !q.get("studentClass") || s.class === Number(q.get("studentClass")))
          .filter(
            (s) => !search || [s.name, s.rollNumber, s.email].some((v) => v.toLowerCase().includes(search)),
          )
          .map((s): CourseCandidate => {
            const enrolled = isIn(s._id, course._id, target);
            return {
              ...s,
              enrolled,
              enrollmentDate: enrolled ? (enrolments.get(`${s._id} ${course._id} ${target}`) ?? null) : null,
              accessGranted: enrolled ? classOf(course, target)?.status === "active" : null,
            };
          }),
      );
      if (q.get("idsOnly") === "1")
        return json(200, { ids: matching.map((s) => s._id), total: matching.length });
      return json(200, pageOfRows(matching, q));
    }
    if (method === "GET" && url.pathname.startsWith("/api/student/students-enrolled/")) {
      if (!course) return json(404, reply("notFound"));
      const only = q.get("classNumber") ? Number(q.get("classNumber")) : null;
      const rows = sorted(
        students.flatMap((s): EnrolledStudent[] => {
          const classes = course.classes.filter(
            (cls) => (only === null || cls.classNumber === only) && isIn(s._id, course._id, cls.classNumber),
          );
          if (classes.length === 0) return [];
          return [
            {
              studentId: s._id,
              rollNumber: s.rollNumber,
              name: s.name,
              email: s.email,
              phone: s.phone,
              class: s.class,
              enrollmentStatus: classes.some((cls) => cls.status === "active"),
              courseEnrollments: classes.map((cls) => ({
                classNumber: cls.classNumber,
                accessGranted: cls.status === "active",
                enrollmentDate: "2025-07-01T10:00:00.000Z",
              })),
            },
          ];
        }),
      );
      return json(200, pageOfRows(rows, q));
    }
    if (method === "PUT") {
      const bulk = parts[3]?.startsWith("bulk");
      const target = courseOf(bulk ? parts[4] : parts[5]);
      if (!target) return json(404, reply("notFound"));
      const n = Number(body?.classNumber);
      const ids: string[] = bulk ? body.studentIds : [parts[4] ?? ""];
      const adding = parts[3] === "addtocourse" || parts[3] === "bulkaddtocourse";
      if (adding) {
        const cls = classOf(target, n);
        if (!cls) return bad("classNotPurchased", { classNumber: n }, 404);
        const fresh = ids.filter((id) => !isIn(id, target._id, n));
        if (!bulk && fresh.length === 0) return bad("alreadyEnrolled", { classNumber: n }, 409);
        const remaining = cls.studentLimit === null ? Infinity : cls.studentLimit - countIn(target._id, n);
        if (fresh.length > remaining) return bad("seatsLeft", { remaining, classNumber: n }, 409);
        for (const id of fresh) enrolments.set(`${id} ${target._id} ${n}`, new Date().toISOString());
        return bulk
          ? json(200, {
              ...reply("studentsEnrolled", { count: fresh.length }),
              totalEnrolled: fresh.length,
              alreadyEnrolled: ids.length - fresh.length,
            })
          : json(200, reply("studentAddedToCourse"));
      }
      const classes = body?.classNumber === undefined ? target.classes.map((cls) => cls.classNumber) : [n];
      let removed = 0;
      for (const id of ids)
        for (const c of classes) if (enrolments.delete(`${id} ${target._id} ${c}`)) removed += 1;
      if (!bulk && removed === 0) return bad("notEnrolledInCourse", {}, 404);
      return bulk
        ? json(200, { ...reply("studentsRemovedFromCourse", { count: removed }), totalRemoved: removed })
        : json(200, reply("studentRemovedFromCourse"));
    }
    return json(404, reply("notFound"));
  }, override);
  return { calls, fetchMock, enrolments, countIn };
}

/** A screen inside the app's providers, signed in as a school, at `url`. */
export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("school", "Sunrise Public School"), path, screen, url);

/** Two classes with limits: 6 (10 seats, listed first) and 5 (30 seats); the screen orders them 5, 6. */
export const geo = (): FakeCourse => ({
  _id: "course-geo",
  name: "Geo Math",
  classes: [
    { classNumber: 6, studentLimit: 10, status: "active" },
    { classNumber: 5, studentLimit: 30, status: "active" },
  ],
});

/** The enrolment screen at `?courseId=…` and whatever else the query holds. */
export const renderEnrol = (query = "?courseId=course-geo") =>
  renderScreen(
    ROUTES.schoolCourseAddStudent,
    <CourseAddStudentPage />,
    `${ROUTES.schoolCourseAddStudent}${query}`,
  );
/** The table row of the student named `name`. */
export const rowOf = async (name: string) =>
  (await screen.findByRole("cell", { name })).closest("tr") as HTMLElement;
