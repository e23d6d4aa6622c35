import {
  type CourseCandidate,
  type EnrolledStudent,
  enrolmentApi,
  type MessageKey,
  type MessageParams,
  messageText,
  msg,
  ROUTES,
} from "@ganit/contracts";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { type Call, failure, on, pageOf, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";
import CourseAddStudentPage from "./course-add-student-page.tsx";

/** A class the school bought for its students (or, `kind: "school"`, for its own use: no seats). */
export type FakeClass = {
  classNumber: number;
  studentLimit: number | null;
  status: "active" | "hold" | "blocked";
  kind?: "students" | "school";
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

/** A course bought for the school's own use only (Puzzles & Riddles, Class 4 verified, Class 5 under review). */
export const puzzles = (): FakeCourse => ({
  _id: "course-puzzles",
  name: "Puzzles & Riddles",
  classes: [
    { classNumber: 4, studentLimit: null, status: "active", kind: "school" },
    { classNumber: 5, studentLimit: null, status: "hold", kind: "school" },
  ],
});

/** What the school has at one moment: its courses, its students and who is enrolled in which class. */
export type Snapshot = { courses: FakeCourse[]; students: Pupil[]; enrolled: [string, string, number][] };

const ENROLLED_ON = "2025-07-01T10:00:00.000Z";
const courseIdOf = (call: Call) => decodeURIComponent(call.url.pathname.split("/").at(-1) ?? "");

/**
 * The read answers of one snapshot, addressed by the request's course, class, student class and
 * page: the data the server holds at that moment, written out. No rule lives here: no search, no
 * sort, no seat check, and a change never alters the snapshot (a test that shows a refresh says
 * what the school has afterwards with `api.now(...)`).
 */
function readsOf(now: () => Snapshot) {
  const isIn = (s: string, c: string, n: number) =>
    now().enrolled.some(([student, course, cls]) => student === s && course === c && cls === n);
  const countIn = (c: string, n: number) =>
    now().enrolled.filter(([, course, cls]) => course === c && cls === n).length;
  const courseOf = (call: Call) => now().courses.find((course) => course._id === courseIdOf(call));
  return [
    on(enrolmentApi.studentCourses, () => ({
      activeStudentCourses: now().courses.map((course) => ({
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
          kind: cls.kind ?? "students",
          currentStudents: countIn(course._id, cls.classNumber),
        })),
      })),
    })),
    on(enrolmentApi.stats, (call) => {
      const course = courseOf(call);
      if (!course) return failure(404, "notFound");
      const classDetails = course.classes
        .filter((cls) => cls.kind !== "school")
        .map((cls) => ({
          classNumber: cls.classNumber,
          currentStudents: countIn(course._id, cls.classNumber),
          studentLimit: cls.studentLimit,
          remainingSeats:
            cls.studentLimit === null
              ? null
              : Math.max(0, cls.studentLimit - countIn(course._id, cls.classNumber)),
          status: cls.status,
        }));
      const limits = classDetails.map((cls) => cls.studentLimit);
      return {
        totals: {
          currentStudents: classDetails.reduce((sum, cls) => sum + cls.currentStudents, 0),
          studentLimit: limits.includes(null) ? null : limits.reduce<number>((sum, n) => sum + (n ?? 0), 0),
        },
        classDetails,
        courseName: course.name,
        totalPurchases: 1,
      };
    }),
    on(enrolmentApi.candidates, (call) => {
      const course = courseOf(call);
      if (!course) return failure(404, "notFound");
      const q = call.url.searchParams;
      const target = Number(q.get("classNumber"));
      const rows = now()
        .students.filter((s) => !q.get("studentClass") || s.class === Number(q.get("studentClass")))
        .map((s): CourseCandidate => {
          const enrolled = isIn(s._id, course._id, target);
          return {
            ...s,
            enrolled,
            enrollmentDate: enrolled ? ENROLLED_ON : null,
            accessGranted: enrolled
              ? course.classes.find((c) => c.classNumber === target)?.status === "active"
              : null,
          };
        });
      return q.get("idsOnly") === "1"
        ? { ids: rows.map((s) => s._id), total: rows.length }
        : pageOf(rows, call.url.searchParams);
    }),
    on(enrolmentApi.enrolled, (call) => {
      const course = courseOf(call);
      if (!course) return failure(404, "notFound");
      const only = call.url.searchParams.get("classNumber");
      const rows = now().students.flatMap((s): EnrolledStudent[] => {
        const classes = course.classes.filter(
          (cls) =>
            (only === null || cls.classNumber === Number(only)) && isIn(s._id, course._id, cls.classNumber),
        );
        if (classes.length === 0) return [];
        const { _id, rollNumber, name, email, phone } = s;
        return [
          {
            studentId: _id,
            rollNumber,
            name,
            email,
            phone,
            class: s.class,
            enrollmentStatus: classes.some((cls) => cls.status === "active"),
            courseEnrollments: classes.map((cls) => ({
              classNumber: cls.classNumber,
              accessGranted: cls.status === "active",
              enrollmentDate: ENROLLED_ON,
            })),
          },
        ];
      });
      return pageOf(rows, call.url.searchParams);
    }),
  ];
}

const said = (key: MessageKey, params?: MessageParams) => ({
  message: messageText(msg(key, params)),
  key: msg(key, params),
});
/** The server's answers to the four changes, as it words them. */
export const REPLIES = {
  added: said("studentAddedToCourse"),
  removed: said("studentRemovedFromCourse"),
  bulkAdded: (count: number) => ({
    ...said("studentsEnrolled", { count }),
    totalEnrolled: count,
    alreadyEnrolled: 0,
  }),
  bulkRemoved: (count: number) => ({ ...said("studentsRemovedFromCourse", { count }), totalRemoved: count }),
};

/**
 * The enrolment API as fixed answers: the reads of a snapshot (Vedic Math and three pupils, nobody
 * enrolled, unless the test says otherwise) and the server's success reply to each change. `handlers`
 * answer first: a refusal the test shows, or a change after which the test sets the new snapshot.
 * `enrolments` is the snapshot's enrolments, as the reads answer them now.
 */
export function fakeEnrolmentApi(start: Partial<Snapshot> = {}, ...handlers: ReturnType<typeof on>[]) {
  let snapshot: Snapshot = { courses: [vedic()], students: pupils(3), enrolled: [], ...start };
  const { calls } = serveApi(
    ...handlers,
    ...readsOf(() => snapshot),
    on(enrolmentApi.addOne, REPLIES.added),
    on(enrolmentApi.removeOne, REPLIES.removed),
  );
  return {
    calls,
    /** The school after a change: what the reads answer from now on. */
    now: (next: Partial<Snapshot>) => {
      snapshot = { ...snapshot, ...next };
    },
    get enrolments() {
      return new Set(snapshot.enrolled.map(([s, c, n]) => `${s} ${c} ${n}`));
    },
  };
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
