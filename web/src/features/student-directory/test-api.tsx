import {
  coursesCatalogue,
  type DirectoryStudent,
  type EnablementSchoolRow,
  enablementSchools,
  studentDirectoryList,
} from "@ganit/contracts";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";

const SCHOOL = {
  _id: "8f1c1a52-6b0e-4a59-9d55-0c4a3c1f0a11",
  name: "Kendriya Vidyalaya Indore",
  city: "Indore",
  state: "Madhya Pradesh",
  pincode: "452001",
  email: "office@kv.test",
  phone: "9876543210",
};
export const COURSE_ID = "2b0f3c4d-1e2f-4a5b-8c9d-0e1f2a3b4c5d";

const student = (id: number, name: string, extra: Partial<DirectoryStudent> = {}): DirectoryStudent => ({
  studentId: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
  name,
  fatherName: `Father of ${name}`,
  dob: "2014-06-05",
  email: `student${id}@kv.test`,
  phone: null,
  rollNumber: `KV${id}`,
  class: 5,
  school: SCHOOL,
  coursesEnrolled: [],
  createdAt: "2026-09-01T00:00:00.000Z",
  ...extra,
});

export const directory = (): DirectoryStudent[] => [
  student(1, "Aarav Sharma", {
    coursesEnrolled: [
      { courseName: "Vedic Maths", classNumber: 5, accessGranted: true },
      { courseName: "Geometry", classNumber: 5, accessGranted: false },
    ],
  }),
  student(2, "Bina Kaur", { class: 6, phone: "9811111111" }),
  student(3, "Chetan Rao", { school: null, rollNumber: null }),
];

const schoolRow: EnablementSchoolRow = {
  _id: SCHOOL._id,
  name: SCHOOL.name,
  udiscCode: "23010100101",
  city: "Indore",
  district: "Indore",
  state: "Madhya Pradesh",
  status: "active",
  pendingPayments: 0,
};

/**
 * The students list as fixed answers: a page of `rows` with the `total` given (the filtering is the
 * server's, tested there); `enrolled=no` answers nothing, for the empty state. Also the school
 * choices and the catalogue the filters offer.
 */
export function fakeDirectoryApi(rows: DirectoryStudent[] = directory(), total = rows.length) {
  return serveApi(
    on(studentDirectoryList, (call) => {
      const none = call.url.searchParams.get("enrolled") === "no";
      return {
        items: none ? [] : rows,
        total: none ? 0 : total,
        page: Number(call.url.searchParams.get("page") ?? 1),
        limit: Number(call.url.searchParams.get("limit") ?? 25),
      };
    }),
    on(enablementSchools, { items: [schoolRow], total: 1, page: 1, limit: 100 }),
    on(coursesCatalogue, [
      {
        _id: COURSE_ID,
        name: "Vedic Maths",
        createdAt: "2026-01-01T00:00:00.000Z",
        classLevels: [{ classNumber: 5, pricePerStudent: 100, pricePerSchool: 1000 }],
      },
    ]),
  );
}

export const SCHOOL_ID = SCHOOL._id;

export const renderDirectory = (screen: ReactNode, url: string) =>
  renderSignedIn(fakeToken("superadmin"), "/superadmin/students", screen, url);
