import { MESSAGES, schoolAccessApi, studentsApi, type Teacher, teachersApi } from "@ganit/contracts";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { listRows, on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";

const teacher = (n: number, fields: Partial<Teacher>): Teacher => ({
  _id: `teacher-${n}`,
  userId: `user-t${n}`,
  name: `Teacher ${n}`,
  email: `teacher${n}@school.test`,
  mobile: "9876500000",
  dob: "1985-03-14",
  role: "teacher",
  status: "active",
  createdAt: "2025-04-01T00:00:00.000Z",
  classes: [],
  ...fields,
});

export const staffRoom = (): Teacher[] => [
  teacher(1, {
    name: "Nisha Rao",
    mobile: "9876543210",
    classes: [{ courseId: "course-vedic", courseName: "Vedic Math", classNumber: 6, section: "A" }],
  }),
  teacher(2, { name: "Arun Iyer", dob: null, status: "hold" }),
  teacher(3, { name: "Farah Khan", mobile: null }),
];

/** The server's answer to the list's search for these words (no search: everyone). */
const SEARCHES: Record<string, (teachers: Teacher[]) => Teacher[]> = {
  "98765432": (teachers) => teachers.filter((t) => t.name === "Nisha Rao"),
  nobody: () => [],
};

/** The server's answer to an added teacher (or several): the message and the rows it created. */
export const addedReply = (rows: { name: string; email: string; mobile: string; dob: string }[]) => ({
  message: rows.length === 1 ? MESSAGES.teacherAdded : MESSAGES.teachersAdded,
  key: rows.length === 1 ? "teacherAdded" : "teachersAdded",
  count: rows.length,
  teachers: rows.map((row, index) =>
    teacher(100 + index, { name: row.name, email: row.email, mobile: row.mobile, dob: row.dob }),
  ),
});

/**
 * The teachers API as fixed answers: one page of `teachers` (the words of a search the tests use
 * answer what the server finds for them), the server's replies to hold, activate, add and add-bulk.
 * `handlers` answer first; `now` says what the list holds after a change.
 */
export function fakeTeacherApi(teachers: Teacher[] = staffRoom(), ...handlers: ReturnType<typeof on>[]) {
  const list = listRows(teachers);
  const { calls } = serveApi(
    ...handlers,
    on(teachersApi.list, (call) => {
      const found = (SEARCHES[call.url.searchParams.get("search") ?? ""] ?? ((all) => all))(list.rows);
      return { items: found, total: found.length, page: 1, limit: 25 };
    }),
    on(schoolAccessApi.school.list, {
      activeSchoolCourses: [
        {
          courseId: {
            _id: "course-vedic",
            name: "Vedic Math",
            classLevels: [
              { _id: "class-6", classNumber: 6 },
              { _id: "class-7", classNumber: 7 },
            ],
          },
        },
      ],
    }),
    on(studentsApi.sections, {
      sections: [
        { classNumber: 6, section: "A", students: 40 },
        { classNumber: 6, section: "B", students: 38 },
      ],
    }),
    on(teachersApi.setClasses, {
      message: MESSAGES.teacherClassesSaved,
      key: "teacherClassesSaved",
      count: 1,
    }),
    on(teachersApi.addClassesBulk, {
      message: MESSAGES.teacherClassesSaved,
      key: "teacherClassesSaved",
      count: 2,
    }),
    on(teachersApi.hold, { message: MESSAGES.teacherHeld, key: "teacherHeld" }),
    on(teachersApi.activate, { message: MESSAGES.teacherActivated, key: "teacherActivated" }),
    on(
      teachersApi.add,
      addedReply([
        { name: "Nisha Rao", email: "nisha@school.test", mobile: "9876543210", dob: "1985-03-14" },
      ]),
      {
        status: 201,
      },
    ),
    on(
      teachersApi.addBulk,
      addedReply([
        { name: "Nisha Rao", email: "nisha@school.test", mobile: "9876543210", dob: "1985-03-14" },
        { name: "Arun Iyer", email: "arun@school.test", mobile: "9876543211", dob: "1985-03-14" },
      ]),
      { status: 201 },
    ),
  );
  return { calls, now: list.now };
}

/** A screen inside the app's providers, signed in as a school, at `url`. */
export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("school", "Sunrise Public School"), path, screen, url);
