import { MESSAGES, parentsApi, type Student, type StudentAddResponse, studentsApi } from "@ganit/contracts";
import { screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { listRows, on, pageOf, serveApi } from "@/test/api-handlers.ts";
import { findOpenDialog, renderSignedIn } from "@/test/render.tsx";

const student = (n: number, fields: Partial<Student>): Student => ({
  _id: `student-${n}`,
  userId: `user-s${n}`,
  username: `stu${1000 + n}`,
  name: `Student ${n}`,
  email: `parent${n}@school.test`,
  phone: null,
  class: 4,
  section: null,
  rollNumber: String(1000 + n),
  fathername: `Father ${n}`,
  dob: "2014-06-05",
  schoolId: "school-1",
  createdAt: "2025-04-01T00:00:00.000Z",
  coursesEnrolled: [],
  ...fields,
});

export const pupils = (): Student[] => [
  student(1, {
    name: "Asha Verma",
    class: 4,
    phone: "9876543210",
    fathername: "Ravi Verma",
    linkedParents: 1,
  }),
  student(2, { name: "Kabir Verma", class: 6, email: "parent1@school.test", fathername: "Ravi Verma" }),
  student(3, { name: "Meera Iyer", class: 4, email: "meera@school.test" }),
];

/** Thirty students of class 1–10, for paging and export. */
export const manyPupils = (): Student[] =>
  Array.from({ length: 30 }, (_, index) =>
    student(index + 1, { name: `Pupil ${String(index + 1).padStart(2, "0")}`, class: (index % 10) + 1 }),
  );

/** Sign-in details as the server answers an add: one per row, in row order. */
export const credentialsFor = (
  rows: { name: string; Class: unknown }[],
  start = 2000,
): StudentAddResponse => ({
  message: rows.length === 1 ? MESSAGES.studentAdded : MESSAGES.studentsAddedFromFile,
  key: rows.length === 1 ? "studentAdded" : "studentsAddedFromFile",
  count: rows.length,
  credentials: rows.map((row, index) => ({
    _id: `new-${index}`,
    name: row.name,
    class: Number(row.Class),
    rollNumber: String(start + index),
    username: `new${start + index}`,
    oneTimeCode: `K7QM-4XPA-${String(index).padStart(4, "0")}`,
  })),
  codesExpireAt: "2026-12-31T00:00:00.000Z",
});

/** The server's answer to the list's search for these words (no search: everyone). */
const SEARCHES: Record<string, (students: Student[]) => Student[]> = {
  "1004": (students) => students.filter((s) => s.rollNumber === "1004"),
};

/**
 * The students API as fixed answers: `students` addressed by the request's class, the words of a
 * search the tests use, page and limit (no sort: the rows come in the order given); the server's
 * replies to update, delete, add and add-bulk (an add answers the rows it was sent with fixed
 * sign-in details). `handlers` answer first; `now` says what the list holds after a change.
 */
export function fakeStudentApi(students: Student[] = pupils(), ...handlers: ReturnType<typeof on>[]) {
  const list = listRows(students);
  const { calls } = serveApi(
    ...handlers,
    on(studentsApi.list, (call) => {
      const q = call.url.searchParams;
      const section = q.get("section");
      const inClass = list.rows.filter(
        (s) =>
          (!q.get("class") || s.class === Number(q.get("class"))) &&
          (!section || (section === "none" ? s.section === null : s.section === section)),
      );
      const found = (SEARCHES[q.get("search") ?? ""] ?? ((all) => all))(inClass);
      return pageOf(found, q);
    }),
    on(studentsApi.add, (call) => credentialsFor([call.body as { name: string; Class: unknown }]), {
      status: 201,
    }),
    on(
      studentsApi.addBulk,
      (call) => credentialsFor((call.body as { students: { name: string; Class: unknown }[] }).students),
      { status: 201 },
    ),
    on(studentsApi.update, (call) => ({
      message: MESSAGES.studentUpdated,
      key: "studentUpdated",
      student: call.body as Student,
    })),
    on(studentsApi.sections, () => {
      const counts = new Map<string, { classNumber: number; section: string; students: number }>();
      for (const s of list.rows)
        if (s.section) {
          const key = `${s.class}|${s.section}`;
          const entry = counts.get(key) ?? { classNumber: s.class, section: s.section, students: 0 };
          entry.students += 1;
          counts.set(key, entry);
        }
      return { sections: [...counts.values()] };
    }),
    on(studentsApi.remove, { message: MESSAGES.studentRemoved, key: "studentRemoved" }),
    // Parents: Asha (student-1) has one linked; the others none.
    on(parentsApi.studentParents, (call) => ({
      items: call.url.pathname.endsWith("/student-1")
        ? [
            {
              userId: "parent-1",
              name: "Sunita Verma",
              email: "sunita@parents.test",
              phone: null,
              linkedAt: "2026-11-20T10:00:00.000Z",
            },
          ]
        : [],
    })),
  );
  return { calls, now: list.now };
}

/** A screen inside the app's providers, signed in as a school, at `url`. */
export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("school", "Sunrise Public School"), path, screen, url);

/**
 * Opens Asha's details from her row of the list (`view` names her View button) and waits for her
 * parents to draw: the dialog then owns the pointer. Answers the dialog.
 */
export async function openAsha(user: ReturnType<typeof userEvent.setup>, view = "View Asha Verma") {
  const row = (await screen.findByRole("cell", { name: /Asha Verma/ })).closest("tr") as HTMLElement;
  await user.click(within(row).getByRole("button", { name: view }));
  const details = await findOpenDialog("Asha Verma");
  await within(details).findByText("sunita@parents.test");
  return details;
}
