import type { SchoolDashboard } from "@ganit/contracts";

/**
 * Fixed answers of the school's dashboard for the web tests: what the server sends, never its rules.
 */

/** Nothing done on the getting-started path: no seats, no purchase, no pupil. */
export const nothingYet: SchoolDashboard["gettingStarted"] = {
  seatClasses: { active: 0, hold: 0 },
  schoolClasses: 0,
  pendingPurchases: [],
  pendingPurchaseCount: 0,
  studentsEnrolled: 0,
  studentsWithoutSignIn: 0,
};

/** A new school whose first purchase waits for verification: one class of seats under review. */
export const schoolWaiting: SchoolDashboard = {
  name: "Sunrise Public School",
  students: 0,
  studentsByClass: Array.from({ length: 10 }, (_, i) => ({ class: i + 1, count: 0 })),
  teachers: 0,
  activeTeachers: 0,
  gettingStarted: {
    ...nothingYet,
    seatClasses: { active: 0, hold: 1 },
    pendingPurchases: [
      {
        _id: "p-1",
        kind: "students",
        utrNumber: "123456789012",
        total: 1490,
        classes: 1,
        createdAt: "2026-11-20T10:00:00.000Z",
      },
    ],
    pendingPurchaseCount: 1,
  },
};
