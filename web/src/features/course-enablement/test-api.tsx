import type { EnabledCourse, EnablementKind, EnablementSchoolRow, PublicCourse } from "@ganit/contracts";
import {
  apiPath,
  coursesApi,
  ENABLEMENT_KINDS,
  enablementApi,
  MESSAGES,
  purchasesApi,
} from "@ganit/contracts";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { failure, on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";

export const SCHOOL_ID = "school-1";

export const schoolRows = (): EnablementSchoolRow[] => [
  {
    _id: SCHOOL_ID,
    name: "Sunrise Public School",
    udiscCode: "27251234567",
    city: "Pune",
    district: "Pune",
    state: "Maharashtra",
    status: "active",
    pendingPayments: 2,
  },
  {
    _id: "school-2",
    name: "Green Valley School",
    udiscCode: "29250000001",
    city: "Mysuru",
    district: "Mysuru",
    state: "Karnataka",
    status: "hold",
    pendingPayments: 0,
  },
];

export const catalogue = (): PublicCourse[] => [
  {
    _id: "course-vedic",
    name: "Vedic Math",
    createdAt: "2026-01-01T00:00:00.000Z",
    classLevels: [1, 2, 3].map((classNumber) => ({
      classNumber,
      pricePerStudent: 100,
      pricePerSchool: 5000,
    })),
  },
  {
    _id: "course-geo",
    name: "Geo Math",
    createdAt: "2026-01-01T00:00:00.000Z",
    classLevels: [5, 6].map((classNumber) => ({ classNumber, pricePerStudent: 120, pricePerSchool: 6000 })),
  },
];

/** Sunrise's enablement: Geo Math for the school (class 5 active), Vedic Math for students (1 active, 2 under review). */
export const enabledOf = (): Record<EnablementKind, EnabledCourse[]> => ({
  school: [
    {
      courseId: { _id: "course-geo", name: "Geo Math" },
      classDetails: [
        {
          classNumber: 5,
          status: "active",
          studentLimit: null,
          currentStudents: 0,
          underReview: false,
          pendingPurchaseId: null,
        },
      ],
    },
  ],
  students: [
    {
      courseId: { _id: "course-vedic", name: "Vedic Math" },
      classDetails: [
        {
          classNumber: 1,
          status: "active",
          studentLimit: 40,
          currentStudents: 12,
          underReview: false,
          pendingPurchaseId: null,
        },
        {
          classNumber: 2,
          status: "hold",
          studentLimit: 30,
          currentStudents: 0,
          underReview: true,
          pendingPurchaseId: "purchase-9",
        },
      ],
    },
  ],
});

/** The server's replies to the changes of an enablement, as it words them. */
export const REPLIES = {
  added: { message: MESSAGES.courseAdded, key: "courseAdded" },
  updated: { message: MESSAGES.classUpdated, key: "classUpdated" },
  classRemoved: { message: MESSAGES.classRemoved, key: "classRemoved" },
  courseRemoved: { message: MESSAGES.courseRemoved, key: "courseRemoved" },
  rejected: { message: MESSAGES.paymentRejected, key: "paymentRejected" },
};

/**
 * The enablement API as fixed answers: the school picker, Sunrise Public School, its two lists as
 * `enabled` holds them, the catalogue, and the server's replies to add, update, remove and a
 * payment's rejection. `handlers` answer first; a test that shows a list after a change changes
 * `enabled` in the handler of that change (`thenReply`).
 */
export function fakeEnablementApi(...handlers: ReturnType<typeof on>[]) {
  const enabled = enabledOf();
  const schools = schoolRows();
  const { calls } = serveApi(
    ...handlers,
    on(coursesApi.catalogue, catalogue()),
    on(enablementApi.schools, { items: schools, total: schools.length, page: 1, limit: 25 }),
    ...ENABLEMENT_KINDS.flatMap((kind) => {
      const api = enablementApi.enabled[kind];
      return [
        on(api.list, () => enabled[kind]),
        on(api.add, REPLIES.added),
        on(api.updateClass, REPLIES.updated),
        on(api.removeClass, REPLIES.classRemoved),
        on(api.removeCourse, REPLIES.courseRemoved),
      ];
    }),
    on(purchasesApi.reject, REPLIES.rejected),
    // After the schools' list: `/api/enable/:schoolId` also matches `/api/enable/schools`.
    on(enablementApi.school, (call) => {
      const school = schools.find((s) => call.url.pathname === apiPath.enablementSchool(s._id));
      if (!school) return failure(404, "notFound");
      const { pendingPayments: _, ...header } = school;
      return header;
    }),
  );
  return { enabled, calls };
}

/** An answer that first records what the server holds after the change, then gives `reply`. */
export const thenReply =
  <T,>(change: () => void, reply: T) =>
  () => {
    change();
    return reply;
  };

/** A screen inside the app's providers, signed in as the superadmin, at `url`. */
export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("superadmin"), path, screen, url);
