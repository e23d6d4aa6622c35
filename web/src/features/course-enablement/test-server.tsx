import type { EnabledCourse, EnablementKind, EnablementSchoolRow, PublicCourse } from "@ganit/contracts";
import { MESSAGES } from "@ganit/contracts";
import type { ReactNode } from "react";
import { json, type Override, pageOfRows, renderSignedIn, stubFetch } from "@/lib/test-fake-api.tsx";
import { fakeToken } from "@/lib/test-tokens.ts";

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

const KIND_OF: Record<string, EnablementKind> = {
  coursesforschool: "school",
  coursesforstudents: "students",
};

/**
 * A stand-in for the enablement API over fetch: the school picker, the school, its two lists, add,
 * update, remove class and course, and the rejection of a purchase; the catalogue.
 */
export function fakeEnablementApi(override?: Override) {
  const enabled = enabledOf();
  const schools = schoolRows();
  const { calls, fetchMock } = stubFetch(async (method, url, body) => {
    const parts = url.pathname.split("/").filter(Boolean); // api, enable, {schoolId}, {kind}, …
    if (method === "GET" && url.pathname === "/api/course/get") return json(200, catalogue());
    if (method === "GET" && url.pathname === "/api/enable/schools") {
      const search = (url.searchParams.get("search") ?? "").toLowerCase();
      const rows = schools.filter((s) => !search || s.name.toLowerCase().includes(search));
      return json(200, pageOfRows(rows, url.searchParams));
    }
    if (method === "PUT" && url.pathname === "/api/superadmin/payments/purchase-9/reject") {
      const course = enabled.students[0];
      if (course) course.classDetails = course.classDetails.filter((d) => d.classNumber !== 2);
      return json(200, { message: MESSAGES.paymentRejected, key: "paymentRejected" });
    }
    if (parts[0] !== "api" || parts[1] !== "enable") return json(404, { message: MESSAGES.notFound });
    const school = schools.find((s) => s._id === parts[2]);
    if (!school) return json(404, { message: MESSAGES.notFound, key: "notFound" });
    if (parts.length === 3 && method === "GET") {
      const { pendingPayments: _, ...header } = school;
      return json(200, header);
    }
    const kind = KIND_OF[parts[3] ?? ""];
    if (!kind) return json(404, { message: MESSAGES.notFound });
    const list = enabled[kind];
    if (parts.length === 4 && method === "GET") return json(200, list);
    if (parts.length === 4 && method === "POST") {
      const name = catalogue().find((c) => c._id === body.courseId)?.name ?? "?";
      let course = list.find((c) => c.courseId._id === body.courseId);
      if (!course) {
        course = { courseId: { _id: body.courseId, name }, classDetails: [] };
        list.push(course);
      }
      for (const detail of body.classDetails) {
        course.classDetails.push({
          classNumber: detail.classNumber,
          status: detail.status,
          studentLimit: detail.studentLimit,
          currentStudents: 0,
          underReview: false,
          pendingPurchaseId: null,
        });
      }
      return json(201, { message: MESSAGES.courseAdded, key: "courseAdded" });
    }
    const course = list.find((c) => c.courseId._id === parts[4]);
    if (!course) return json(404, { message: MESSAGES.notFound, key: "notFound" });
    if (parts.length === 5 && method === "DELETE") {
      list.splice(list.indexOf(course), 1);
      return json(200, { message: MESSAGES.courseRemoved, key: "courseRemoved" });
    }
    const detail = course.classDetails.find((d) => d.classNumber === Number(parts[6]));
    if (!detail) return json(404, { message: MESSAGES.notFound, key: "notFound" });
    if (method === "DELETE") {
      course.classDetails = course.classDetails.filter((d) => d !== detail);
      return json(200, { message: MESSAGES.classRemoved, key: "classRemoved" });
    }
    if (method === "PUT") {
      detail.status = body.status;
      if (body.studentLimit !== undefined) detail.studentLimit = body.studentLimit;
      if (body.status === "active") {
        detail.underReview = false;
        detail.pendingPurchaseId = null;
      }
      return json(200, { message: MESSAGES.classUpdated, key: "classUpdated" });
    }
    return json(404, { message: MESSAGES.notFound });
  }, override);
  return { enabled, calls, fetchMock };
}

/** A screen inside the app's providers, signed in as the superadmin, at `url`. */
export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("superadmin"), path, screen, url);
