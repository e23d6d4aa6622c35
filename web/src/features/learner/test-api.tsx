import {
  apiPath,
  coursesApi,
  learningApi,
  MESSAGES,
  type PublicCourse,
  type Purchase,
  type PurchasedCourse,
  practiceApi,
  purchasesApi,
  type QuoteResponse,
} from "@ganit/contracts";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { failure, on, serveApi } from "@/test/api-handlers.ts";
import { addingByCompletion } from "@/test/course-content.ts";
import { renderSignedIn } from "@/test/render.tsx";
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

/** The server's prices of the classes the tests buy: the catalogue's price less the 10 % discount. */
const PRICES: Record<string, { subtotal: number; discount: number; total: number }> = {
  [`${VEDIC} 6`]: { subtotal: 599.5, discount: 59.95, total: 539.55 },
  [`${VEDIC} 7`]: { subtotal: 650, discount: 65, total: 585 },
};

/** The server's quote of one class with a 10 % discount (payments set up unless `configured` is false). */
export function quoteFor(courseId: string, classNumber: number, configured = true): QuoteResponse {
  const course = catalogue().find((c) => c._id === courseId);
  const price = PRICES[`${courseId} ${classNumber}`] ?? { subtotal: 0, discount: 0, total: 0 };
  return {
    lines: [
      {
        courseId,
        courseName: course?.name ?? "",
        classNumber,
        seats: 1,
        unitPrice: price.subtotal,
        amount: price.subtotal,
        renewal: false,
      },
    ],
    subtotal: price.subtotal,
    discountPercent: 10,
    discount: price.discount,
    tax: 0,
    total: price.total,
    payment: configured
      ? {
          configured: true,
          payeeId: "ganit.demo@upi",
          payeeName: "Ganit Demo",
          upiUri: `upi://pay?pa=ganit.demo@upi&pn=Ganit%20Demo&am=${price.total}&cu=INR`,
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
  decidedBy: null,
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
            titles: [addingByCompletion({ video: "resource-1", worksheet: "resource-2" })],
          },
        ],
      },
      { classNumber: 6, accessGranted: false, enrollmentDate: "2026-03-05T00:00:00.000Z", levels: [] },
    ],
  },
});

type Fixtures = {
  catalogue: PublicCourse[];
  owned: PurchasedCourse[];
  purchases: Purchase[];
  access: StudentAccessCourse;
  paymentsConfigured: boolean;
};

/**
 * The learner's API as fixed answers: mycourses (read when asked, so a test may add a class to
 * `state.owned`), the catalogue, the quote of Vedic Math class 7, the purchase of it with the UTR
 * 401234567890, the payment history, and Vedic Math's content (any other course: 404). `handlers`
 * answer first (a failure the test shows).
 */
export function learnerApi(start: Partial<Fixtures> = {}, ...handlers: ReturnType<typeof on>[]) {
  const state: Fixtures = {
    catalogue: catalogue(),
    owned: owned(),
    purchases: [],
    access: access(),
    paymentsConfigured: true,
    ...start,
  };
  const created = purchase(1, { ...quoteFor(VEDIC, 7), utrNumber: "401234567890" });
  const { calls } = serveApi(
    ...handlers,
    // Which resources hold an exercise set, and the child's level in each (native practice).
    on(practiceApi.mine, (call) => ({
      courseId: call.url.searchParams.get("courseId") ?? "",
      classNumber: Number(call.url.searchParams.get("class")),
      sets: [],
    })),
    on(purchasesApi.myCourses, () => ({ data: { schoolCourses: [], studentCourses: state.owned } })),
    on(coursesApi.catalogue, () => state.catalogue),
    on(purchasesApi.quote, () => quoteFor(VEDIC, 7, state.paymentsConfigured)),
    on(
      purchasesApi.learnerBuy,
      { message: MESSAGES.learnerPurchaseSubmitted, key: "learnerPurchaseSubmitted", purchase: created },
      { status: 201 },
    ),
    on(purchasesApi.history, () => ({ purchases: state.purchases })),
    on(learningApi.studentCourse, (call) =>
      call.url.pathname === apiPath.studentAccessCourse(VEDIC) ? state.access : failure(404, "notFound"),
    ),
  );
  return { state, calls };
}

/** The individual learner's sign-in. */
export const learnerToken = () => fakeToken("studentb2c", "Asha Verma");

/** A screen inside the app's providers, signed in as an individual learner, at `url`. */
export const renderLearnerScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(learnerToken(), path, screen, url);
