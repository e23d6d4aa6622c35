import { MESSAGES, type Student, type StudentAddResponse } from "@ganit/contracts";
import type { ReactNode } from "react";
import { json, type Override, pageOfRows, renderSignedIn, stubFetch } from "@/lib/test-fake-api.tsx";
import { fakeToken } from "@/lib/test-tokens.ts";

const student = (n: number, fields: Partial<Student>): Student => ({
  _id: `student-${n}`,
  userId: `user-s${n}`,
  username: `stu${1000 + n}`,
  name: `Student ${n}`,
  email: `parent${n}@school.test`,
  phone: null,
  class: 4,
  rollNumber: String(1000 + n),
  fathername: `Father ${n}`,
  dob: "2014-06-05",
  schoolId: "school-1",
  createdAt: "2025-04-01T00:00:00.000Z",
  coursesEnrolled: [],
  ...fields,
});

export const pupils = (): Student[] => [
  student(1, { name: "Asha Verma", class: 4, phone: "9876543210", fathername: "Ravi Verma" }),
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

/**
 * A stand-in for the students API over fetch: GET /api/student/getall pages (search over name, roll
 * number, email, phone; class filter; sort; page and limit), update, delete, add and add-bulk.
 * `override` answers first when it returns a reply (to make a call fail).
 */
export function fakeStudentApi(students: Student[] = pupils(), override?: Override) {
  const { calls, fetchMock } = stubFetch(async (method, url, body) => {
    if (method === "GET" && url.pathname === "/api/student/getall") {
      const q = url.searchParams;
      const search = (q.get("search") ?? "").toLowerCase();
      const sort = (q.get("sort") ?? "name") as keyof Student;
      const factor = q.get("order") === "desc" ? -1 : 1;
      const matching = students
        .filter(
          (s) =>
            !search ||
            [s.name, s.rollNumber, s.email, s.phone ?? ""].some((v) => v.toLowerCase().includes(search)),
        )
        .filter((s) => !q.get("class") || s.class === Number(q.get("class")))
        .sort((a, b) =>
          sort === "class"
            ? (a.class - b.class) * factor
            : String(a[sort]).localeCompare(String(b[sort])) * factor,
        );
      return json(200, {
        ...pageOfRows(matching, q),
      });
    }
    if (method === "POST" && url.pathname === "/api/student/add") return json(201, credentialsFor([body]));
    if (method === "POST" && url.pathname === "/api/student/add-bulk")
      return json(201, credentialsFor(body.students));
    const id = url.pathname.split("/").at(-1) ?? "";
    const found = students.find((candidate) => candidate._id === id);
    if (!found) return json(404, { message: MESSAGES.notFound, key: "notFound" });
    if (method === "PUT" && url.pathname.startsWith("/api/student/update/")) {
      found.name = body.name;
      found.class = Number(body.class);
      return json(200, { message: MESSAGES.studentUpdated, key: "studentUpdated", student: found });
    }
    if (method === "DELETE") {
      students.splice(students.indexOf(found), 1);
      return json(200, { message: MESSAGES.studentRemoved, key: "studentRemoved" });
    }
    return json(404, { message: MESSAGES.notFound });
  }, override);
  return { students, calls, fetchMock };
}

/** A screen inside the app's providers, signed in as a school, at `url`. */
export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("school", "Sunrise Public School"), path, screen, url);
