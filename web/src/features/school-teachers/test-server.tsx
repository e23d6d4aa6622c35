import { MESSAGES, type Teacher } from "@ganit/contracts";
import type { ReactNode } from "react";
import { json, type Override, pageOfRows, renderSignedIn, stubFetch } from "@/lib/test-fake-api.tsx";
import { fakeToken } from "@/lib/test-tokens.ts";

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
  ...fields,
});

export const staffRoom = (): Teacher[] => [
  teacher(1, { name: "Nisha Rao", mobile: "9876543210" }),
  teacher(2, { name: "Arun Iyer", dob: null, status: "hold" }),
  teacher(3, { name: "Farah Khan", mobile: null }),
];

/** A stand-in for the teachers API over fetch: getall pages, activate, hold, add and add-bulk. */
export function fakeTeacherApi(teachers: Teacher[] = staffRoom(), override?: Override) {
  const { calls, fetchMock } = stubFetch(async (method, url, body) => {
    if (method === "GET" && url.pathname === "/api/teacher/getall") {
      const q = url.searchParams;
      const search = (q.get("search") ?? "").toLowerCase();
      const sort = (q.get("sort") ?? "name") as keyof Teacher;
      const factor = q.get("order") === "desc" ? -1 : 1;
      const matching = teachers
        .filter(
          (t) => !search || [t.name, t.email, t.mobile ?? ""].some((v) => v.toLowerCase().includes(search)),
        )
        .filter((t) => !q.get("status") || t.status === q.get("status"))
        .sort((a, b) => String(a[sort] ?? "").localeCompare(String(b[sort] ?? "")) * factor);
      return json(200, {
        ...pageOfRows(matching, q),
      });
    }
    const added = (rows: { name: string; email: string; mobile: string; dob: string }[]) =>
      rows.map((row, index) =>
        teacher(100 + index, { name: row.name, email: row.email, mobile: row.mobile, dob: row.dob }),
      );
    if (method === "POST" && url.pathname === "/api/teacher/add")
      return json(201, {
        message: MESSAGES.teacherAdded,
        key: "teacherAdded",
        count: 1,
        teachers: added([body]),
      });
    if (method === "POST" && url.pathname === "/api/teacher/add-bulk")
      return json(201, {
        message: MESSAGES.teachersAdded,
        key: "teachersAdded",
        count: body.teachers.length,
        teachers: added(body.teachers),
      });
    const userId = url.pathname.split("/").at(-1) ?? "";
    const found = teachers.find((candidate) => candidate.userId === userId);
    if (!found) return json(404, { message: MESSAGES.notFound, key: "notFound" });
    if (method === "PUT" && url.pathname.startsWith("/api/teacher/activate/")) {
      found.status = "active";
      return json(200, { message: MESSAGES.teacherActivated, key: "teacherActivated" });
    }
    if (method === "PUT" && url.pathname.startsWith("/api/teacher/hold/")) {
      found.status = "hold";
      return json(200, { message: MESSAGES.teacherHeld, key: "teacherHeld" });
    }
    return json(404, { message: MESSAGES.notFound });
  }, override);
  return { teachers, calls, fetchMock };
}

/** A screen inside the app's providers, signed in as a school, at `url`. */
export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("school", "Sunrise Public School"), path, screen, url);
