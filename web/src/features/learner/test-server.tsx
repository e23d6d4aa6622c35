import {
  MESSAGES,
  type MyCoursesResponse,
  type PublicCourse,
  type Purchase,
  type PurchasedCourse,
  type QuoteResponse,
} from "@ganit/contracts";
import type { ReactNode } from "react";
import { json, type Override, renderSignedIn, stubFetch } from "@/lib/test-fake-api.tsx";
import { fakeToken } from "@/lib/test-tokens.ts";
import type { StudentAccessCourse } from "./api.ts";

export const VEDIC = "course-vedic";
export const GEO = "course-geo";

export const catalogue = (): PublicCourse[] => [
  {
    _id: VEDIC,
    name: "Vedic Math",
    createdAt: "2025-01-01T00:00:00.000Z",
    classLevels: [
      { classNumber: 5, pricePerStudent: 499, pricePerSchool: 9999 },
      { classNumber: 6, pricePerStudent: 599.5, pricePerSchool: 9999 },
      { classNumber: 7, pricePerStudent: 650, pricePerSchool: 9999 },
    ],
  },
  {
    _id: GEO,
    name: "Geo Math",
    createdAt: "2025-01-01T00:00:00.000Z",
    classLevels: [{ classNumber: 6, pricePerStudent: 300, pricePerSchool: 5000 }],
  },
];

/** The learner has Vedic Math class 5 (active) and class 6 (under review), and Geo Math class 6 active. */
export const owned = (): PurchasedCourse[] => [
  {
    courseId: VEDIC,
    courseName: "Vedic Math",
    purchasedClasses: [
      { classNumber: 6, status: "hold", studentLimit: 1, currentStudents: 0, pendingSeats: 0 },
      { classNumber: 5, status: "active", studentLimit: 1, currentStudents: 1, pendingSeats: 0 },
    ],
  },
  {
    courseId: GEO,
    courseName: "Geo Math",
    purchasedClasses: [
      { classNumber: 6, status: "active", studentLimit: 1, currentStudents: 1, pendingSeats: 0 },
    ],
  },
];

const QR = "data:image/svg+xml;base64,PHN2Zy8+";

/** The server's price of one class with a 10 % discount, payments set up. */
export function quoteFor(courseId: string, classNumber: number, configured = true): QuoteResponse {
  const course = catalogue().find((c) => c._id === courseId);
  const cls = course?.classLevels.find((c) => c.classNumber === classNumber);
  const price = cls?.pricePerStudent ?? 0;
  const discount = Math.round(price * 10) / 100;
  return {
    lines: [
      {
        courseId,
        courseName: course?.name ?? "",
        classNumber,
        seats: 1,
        unitPrice: price,
        amount: price,
        renewal: false,
      },
    ],
    subtotal: price,
    discountPercent: 10,
    discount,
    tax: 0,
    total: Math.round((price - discount) * 100) / 100,
    payment: configured
      ? {
          configured: true,
          payeeId: "ganit.demo@upi",
          payeeName: "Ganit Demo",
          upiUri: `upi://pay?pa=ganit.demo@upi&pn=Ganit%20Demo&am=${price - discount}&cu=INR`,
          qrCode: QR,
        }
      : { configured: false },
  };
}

export const purchase = (n: number, fields: Partial<Purchase> = {}): Purchase => ({
  _id: `purchase-${n}`,
  kind: "students",
  utrNumber: `30123456789${n}`,
  status: "pending",
  createdAt: "2026-03-10T09:30:00.000Z",
  decidedAt: null,
  rejectionReason: null,
  buyer: { type: "learner", id: "learner-1", name: "Asha Verma", email: "asha@family.test" },
  ...quoteFor(VEDIC, 6),
  ...fields,
});

export const access = (): StudentAccessCourse => ({
  course: {
    _id: VEDIC,
    name: "Vedic Math",
    school: null,
    allEnrolledClasses: [
      {
        classNumber: 5,
        accessGranted: true,
        enrollmentDate: "2026-03-01T00:00:00.000Z",
        levels: [
          {
            _id: "level-1",
            levelNumber: 1,
            levelName: "Fast sums",
            titles: [
              {
                _id: "title-1",
                title: "Adding by completion",
                resources: [
                  { _id: "resource-1", type: "video", url: "https://videos.example/1" },
                  { _id: "resource-2", type: "worksheet", url: "https://sheets.example/sums" },
                ],
              },
            ],
          },
        ],
      },
      { classNumber: 6, accessGranted: false, enrollmentDate: "2026-03-05T00:00:00.000Z", levels: [] },
    ],
  },
});

type State = {
  catalogue: PublicCourse[];
  owned: PurchasedCourse[];
  purchases: Purchase[];
  access: StudentAccessCourse;
  paymentsConfigured: boolean;
};

/**
 * A stand-in for the learner's API over fetch: mycourses, the catalogue, the quote, the purchase
 * (a repeated UTR is refused with 409 utrTaken), the payment history and the class content.
 * `override` answers first when it returns a reply (to make a call fail).
 */
export function fakeLearnerApi(start: Partial<State> = {}, override?: Override) {
  const state: State = {
    catalogue: catalogue(),
    owned: owned(),
    purchases: [],
    access: access(),
    paymentsConfigured: true,
    ...start,
  };
  const { calls } = stubFetch(async (method, url, body) => {
    const path = url.pathname;
    if (method === "GET" && path === "/api/course/mycourses")
      return json(200, {
        data: { schoolCourses: [], studentCourses: state.owned },
      } satisfies MyCoursesResponse);
    if (method === "GET" && path === "/api/course/get") return json(200, state.catalogue);
    if (method === "POST" && path === "/api/payments/quote")
      return json(200, quoteFor(body.courseId, body.classNumber, state.paymentsConfigured));
    if (method === "POST" && path === "/api/studentb2c/buycourse") {
      if (state.purchases.some((p) => p.utrNumber === body.utrNumber))
        return json(409, { message: MESSAGES.utrTaken, key: "utrTaken" });
      const created = purchase(state.purchases.length + 1, {
        ...quoteFor(body.courseId, body.classNumber),
        utrNumber: body.utrNumber,
      });
      state.purchases.unshift(created);
      return json(201, {
        message: MESSAGES.learnerPurchaseSubmitted,
        key: "learnerPurchaseSubmitted",
        purchase: created,
      });
    }
    if (method === "GET" && path === "/api/payments/history")
      return json(200, { purchases: state.purchases });
    if (method === "GET" && path.startsWith("/api/course/student/accesscourse/")) {
      return path.endsWith(`/${VEDIC}`)
        ? json(200, state.access)
        : json(404, { message: MESSAGES.notFound, key: "notFound" });
    }
    return json(404, { message: MESSAGES.notFound, key: "notFound" });
  }, override);
  return { state, calls };
}

/** A screen inside the app's providers, signed in as an individual learner, at `url`. */
export const renderLearnerScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("studentb2c", "Asha Verma"), path, screen, url);
