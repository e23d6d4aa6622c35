import {
  MESSAGES,
  type MyCoursesResponse,
  type PaymentInstructions,
  type PriceLine,
  type PublicCourse,
  type Purchase,
  percentToBasisPoints,
  priceInPaise,
  rupeesToPaise,
} from "@ganit/contracts";
import type { ReactNode } from "react";
import { json, type Override, renderSignedIn, stubFetch } from "@/lib/test-fake-api.tsx";
import { fakeToken } from "@/lib/test-tokens.ts";

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

type Options = {
  discount?: number;
  payment?: PaymentInstructions;
  history?: Purchase[];
  override?: Override;
};

type Selected = { courseId: string; classNumber: number; seats: number | null; renewal: boolean };

/** The lines a request asks for, as the server reads them. */
function selectedLines(body: Record<string, unknown>): Selected[] {
  if (Array.isArray(body.coursesForStudents))
    return (
      body.coursesForStudents as {
        courseId: string;
        classDetails: { classNumber: number; studentLimit: number }[];
      }[]
    ).flatMap((course) =>
      course.classDetails.map((d) => ({
        courseId: course.courseId,
        classNumber: d.classNumber,
        seats: d.studentLimit,
        renewal: false,
      })),
    );
  if (Array.isArray(body.coursesForSchool))
    return (body.coursesForSchool as { courseId: string; classNumbers: number[] }[]).flatMap((course) =>
      course.classNumbers.map((classNumber) => ({
        courseId: course.courseId,
        classNumber,
        seats: null,
        renewal: false,
      })),
    );
  return [
    {
      courseId: String(body.courseId),
      classNumber: Number(body.classNumber),
      seats: Number(body.seats),
      renewal: true,
    },
  ];
}

/** Prices lines as the server does: integer paise, the discount rounded once. */
function priced(lines: Selected[], discountPercent: number) {
  const priceLines: PriceLine[] = lines.map((line) => {
    const course = catalogue().find((c) => c._id === line.courseId);
    const level = course?.classLevels.find((l) => l.classNumber === line.classNumber);
    const unitPrice = (line.seats === null ? level?.pricePerSchool : level?.pricePerStudent) ?? 0;
    return {
      courseId: line.courseId,
      courseName: course?.name ?? "?",
      classNumber: line.classNumber,
      seats: line.seats,
      unitPrice,
      amount: (rupeesToPaise(unitPrice) * (line.seats ?? 1)) / 100,
      renewal: line.renewal,
    };
  });
  const paise = priceInPaise(
    priceLines.map((l) => rupeesToPaise(l.amount)),
    percentToBasisPoints(discountPercent),
  );
  return {
    lines: priceLines,
    subtotal: paise.subtotal / 100,
    discountPercent,
    discount: paise.discount / 100,
    tax: 0 as const,
    total: paise.total / 100,
  };
}

/**
 * A stand-in for the purchase API over fetch: the catalogue, the school's courses, the discount, the
 * quote (priced like the server, with `payment` as given), the three purchases and the history.
 * `override` answers first when it returns a reply (to make a call fail).
 */
export function fakePurchaseApi({ discount = 10, payment = PAYEE, history = [], override }: Options = {}) {
  const mine = myCourses();
  const { calls } = stubFetch(async (method, url, body) => {
    const path = url.pathname;
    if (method === "GET" && path === "/api/course/get") return json(200, catalogue());
    if (method === "GET" && path === "/api/course/mycourses") return json(200, { data: mine });
    if (method === "GET" && path === "/api/data/schools/discount") return json(200, discount);
    if (method === "GET" && path === "/api/payments/history") return json(200, { purchases: history });
    if (method === "POST" && path === "/api/payments/quote")
      return json(200, { ...priced(selectedLines(body), discount), payment });
    const kinds: Record<string, Purchase["kind"]> = {
      "/api/school/buycourses/students": "students",
      "/api/school/buycourses/school": "school",
      "/api/school/renewcourse": "students",
    };
    const kind = kinds[path];
    if (method === "POST" && kind) {
      const purchase: Purchase = {
        ...priced(selectedLines(body), discount),
        _id: "purchase-1",
        kind,
        utrNumber: body.utrNumber,
        status: "pending",
        createdAt: "2026-11-22T10:00:00.000Z",
        decidedAt: null,
        rejectionReason: null,
        buyer: {
          type: "school",
          id: "school-1",
          name: "Sunrise Public School",
          email: "office@sunrise.test",
        },
      };
      return json(201, { message: MESSAGES.purchaseSubmitted, key: "purchaseSubmitted", purchase });
    }
    return json(404, { message: MESSAGES.notFound, key: "notFound" });
  }, override);
  return { calls, mine };
}

/** A screen inside the app's providers, signed in as a school, at `path`. */
export const renderScreen = (path: string, screen: ReactNode) =>
  renderSignedIn(fakeToken("school", "Sunrise Public School"), path, screen);
