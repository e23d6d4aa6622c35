import { type ActiveSchool, MESSAGES, operatorSchoolsApi } from "@ganit/contracts";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { on, pageOf, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";

/** A school as the server answers it; `overrides` changes the top-level fields. */
export const aSchool = (overrides: Partial<ActiveSchool> = {}): ActiveSchool => ({
  schoolId: "8f9a2b1c-0d3e-4f5a-9b6c-7d8e9f0a1b2c",
  schoolName: "Sunrise Public School",
  contact: {
    email: "office@sunrise.example",
    phone: "9876543210",
    address: {
      street: "12 Temple Road",
      city: "Mysuru",
      district: "Mysuru",
      state: "Karnataka",
      pincode: "570009",
    },
  },
  details: { udiscCode: "29120300101", registrationDate: "2026-09-01T04:30:00.000Z" },
  activeSince: "2026-09-01T04:30:00.000Z",
  totalCourses: 2,
  totalStudents: 120,
  totalTeachers: 6,
  courses: {
    forStudents: [
      {
        courseId: "c1",
        courseName: "Vedic Maths",
        classes: [
          { classNumber: 6, status: "active", studentLimit: 40 },
          { classNumber: 7, status: "hold", studentLimit: null },
        ],
      },
    ],
    forSchool: [
      {
        courseId: "c2",
        courseName: "Geometry",
        classes: [{ classNumber: 8, status: "active", studentLimit: null }],
      },
    ],
  },
  status: "active",
  statusReason: null,
  statusChangedAt: null,
  ...overrides,
});

export const schools = (): ActiveSchool[] => [
  aSchool(),
  aSchool({
    schoolId: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
    schoolName: "Green Valley School",
    details: { udiscCode: "27250100202", registrationDate: "2026-10-10T06:00:00.000Z" },
    contact: {
      email: '=HYPERLINK("http://evil.example")',
      phone: "9123456780",
      address: {
        street: "4 Hill Road",
        city: "Pune",
        district: "Pune",
        state: "Maharashtra",
        pincode: "411001",
      },
    },
    activeSince: null,
    totalCourses: 0,
    totalStudents: 0,
    totalTeachers: 1,
    courses: { forStudents: [], forSchool: [] },
    status: "hold",
    statusReason: "Payment dispute",
    statusChangedAt: "2026-11-20T05:00:00.000Z",
  }),
];

/** The server's replies to a status change, as it words them. */
export const REPLIES = {
  held: { message: MESSAGES.schoolHeld, key: "schoolHeld" },
  activated: { message: MESSAGES.schoolActivated, key: "schoolActivated" },
};

/**
 * The schools API as fixed answers: `rows` filtered by the request's state, status and a search that
 * matches a UDISE code or a name's words (no sort: in the order given), with the states present;
 * the status change answers `REPLIES`. `handlers` answer first.
 */
export function fakeSchoolsApi(rows: ActiveSchool[] = schools(), ...handlers: ReturnType<typeof on>[]) {
  return serveApi(
    ...handlers,
    on(operatorSchoolsApi.list, (call) => {
      const q = call.url.searchParams;
      const search = q.get("search")?.toLowerCase() ?? "";
      const found = rows
        .filter(
          (s) => !search || s.details.udiscCode === search || s.schoolName.toLowerCase().includes(search),
        )
        .filter((s) => !q.get("state") || s.contact.address.state === q.get("state"))
        .filter((s) => !q.get("status") || s.status === q.get("status"));
      return {
        ...pageOf(found, q),
        states: [...new Set(rows.map((s) => s.contact.address.state))].sort(),
      };
    }),
    on(operatorSchoolsApi.setStatus, (call) =>
      (call.body as { status: string }).status === "active" ? REPLIES.activated : REPLIES.held,
    ),
  );
}

/** A screen inside the app's providers, signed in as the superadmin, at `url`. */
export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("superadmin"), path, screen, url);
