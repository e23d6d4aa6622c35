import {
  coursesApi,
  MESSAGES,
  type MyCoursesResponse,
  type PaymentInstructions,
  type PublicCourse,
  type Purchase,
  type PurchaseCreated,
  purchasesApi,
  type QuoteRequest,
  type QuoteResponse,
} from "@ganit/contracts";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";

const klass = (classNumber: number, pricePerStudent: number, pricePerSchool: number) => ({
  classNumber,
  pricePerStudent,
  pricePerSchool,
});

/** Vedic Math (classes 3–5), Geo Math (6–7), Math Lab (8 only). */
export const catalogue = (): PublicCourse[] => [
  {
    _id: "c-vedic",
    name: "Vedic Math",
    createdAt: "2025-01-01T00:00:00.000Z",
    classLevels: [klass(3, 100, 5000), klass(4, 120, 6000), klass(5, 150.5, 7000)],
  },
  {
    _id: "c-geo",
    name: "Geo Math",
    createdAt: "2025-01-01T00:00:00.000Z",
    classLevels: [klass(6, 200, 8000), klass(7, 250, 9000)],
  },
  {
    _id: "c-lab",
    name: "Math Lab",
    createdAt: "2025-01-01T00:00:00.000Z",
    classLevels: [klass(8, 300, 10000)],
  },
];

const purchased = (
  classNumber: number,
  status: "active" | "hold",
  studentLimit: number | null,
  currentStudents = 0,
  pendingSeats = 0,
) => ({
  classNumber,
  status,
  studentLimit,
  currentStudents,
  pendingSeats,
});

/**
 * Students: Vedic Math class 3 bought (12/30), class 4 under review; Math Lab's only class bought, so
 * that course is locked. School: Geo Math class 6 under review.
 */
export const myCourses = (): MyCoursesResponse["data"] => ({
  studentCourses: [
    {
      courseId: "c-vedic",
      courseName: "Vedic Math",
      purchasedClasses: [purchased(3, "active", 30, 12), purchased(4, "hold", 20)],
    },
    { courseId: "c-lab", courseName: "Math Lab", purchasedClasses: [purchased(8, "active", 40, 40, 5)] },
  ],
  schoolCourses: [
    { courseId: "c-geo", courseName: "Geo Math", purchasedClasses: [purchased(6, "hold", null)] },
  ],
});

export const PAYEE: PaymentInstructions = {
  configured: true,
  payeeId: "ganit@testbank",
  payeeName: "Ganit Learning",
  upiUri: "upi://pay?pa=ganit%40testbank&pn=Ganit%20Learning&am=1000.00&cu=INR&tn=Ganit",
  qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
};

type Quote = Omit<QuoteResponse, "payment">;
const line = (
  courseId: string,
  classNumber: number,
  seats: number | null,
  unitPrice: number,
  renewal = false,
) => ({
  courseId,
  courseName: catalogue().find((c) => c._id === courseId)?.name ?? "?",
  classNumber,
  seats,
  unitPrice,
  amount: unitPrice * (seats ?? 1),
  renewal,
});

/** The server's quotes of what the tests buy, as it priced them: integer paise, the discount rounded once. */
export const QUOTES = {
  /** Seats: Vedic Math class 5 × 3 students at ₹150.50, 10 % off. */
  students: {
    lines: [line("c-vedic", 5, 3, 150.5)],
    subtotal: 451.5,
    discountPercent: 10,
    discount: 45.15,
    tax: 0,
    total: 406.35,
  },
  /** The school's access: Vedic Math class 4 and Geo Math class 7, 10 % off. */
  school: {
    lines: [line("c-vedic", 4, null, 6000), line("c-geo", 7, null, 9000)],
    subtotal: 15000,
    discountPercent: 10,
    discount: 1500,
    tax: 0,
    total: 13500,
  },
  /** A renewal: 5 more seats of Vedic Math class 3 at ₹100, no discount. */
  renewal: {
    lines: [line("c-vedic", 3, 5, 100, true)],
    subtotal: 500,
    discountPercent: 0,
    discount: 0,
    tax: 0,
    total: 500,
  },
} satisfies Record<Exclude<QuoteRequest["kind"], "learner">, Quote>;

/** The server's answer to a purchase: the quote it priced, pending, with the UTR sent. */
const created = (kind: Purchase["kind"], quote: Quote, utrNumber: string): PurchaseCreated => ({
  message: MESSAGES.purchaseSubmitted,
  key: "purchaseSubmitted",
  purchase: {
    ...quote,
    _id: "purchase-1",
    kind,
    utrNumber,
    status: "pending",
    createdAt: "2026-11-22T10:00:00.000Z",
    decidedAt: null,
    rejectionReason: null,
    decidedBy: null,
    buyer: { type: "school", id: "school-1", name: "Sunrise Public School", email: "office@sunrise.test" },
  },
});

type Options = { discount?: number; payment?: PaymentInstructions; history?: Purchase[] };

/**
 * The purchase API as fixed answers: the catalogue, the school's courses, the discount, the quote of
 * each kind of request (QUOTES, with `payment` as given), the three purchases (UTRs 401234567890,
 * SBIN0123456789012345 and 401234567891) and the history. `handlers` answer first (a failure the test shows).
 */
export function fakePurchaseApi(
  { discount = 10, payment = PAYEE, history = [] }: Options = {},
  ...handlers: ReturnType<typeof on>[]
) {
  const mine = myCourses();
  const { calls } = serveApi(
    ...handlers,
    on(coursesApi.catalogue, catalogue()),
    on(purchasesApi.myCourses, { data: mine }),
    on(purchasesApi.discount, discount),
    on(purchasesApi.history, { purchases: history }),
    on(purchasesApi.quote, (call) => ({
      ...QUOTES[(call.body as { kind: keyof typeof QUOTES }).kind],
      payment,
    })),
    on(purchasesApi.buyForStudents, created("students", QUOTES.students, "401234567890"), { status: 201 }),
    on(purchasesApi.buyForSchool, created("school", QUOTES.school, "SBIN0123456789012345"), { status: 201 }),
    on(purchasesApi.renew, created("students", QUOTES.renewal, "401234567891"), { status: 201 }),
  );
  return { calls, mine };
}

/** A screen inside the app's providers, signed in as a school, at `path`. */
export const renderScreen = (path: string, screen: ReactNode) =>
  renderSignedIn(fakeToken("school", "Sunrise Public School"), path, screen);
