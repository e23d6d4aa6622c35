import { MESSAGES, type Purchase } from "@ganit/contracts";
import type { ReactNode } from "react";
import { json, type Override, pageOfRows, renderSignedIn, stubFetch } from "@/lib/test-fake-api.tsx";
import { fakeToken } from "@/lib/test-tokens.ts";

const purchase = (overrides: Partial<Purchase> & Pick<Purchase, "_id">): Purchase => ({
  kind: "students",
  utrNumber: "123456789012",
  status: "pending",
  createdAt: "2026-11-20T06:30:00.000Z",
  decidedAt: null,
  rejectionReason: null,
  buyer: { type: "school", id: "school-1", name: "Sunrise Public School", email: "office@sunrise.test" },
  lines: [
    {
      courseId: "course-vedic",
      courseName: "Vedic Math",
      classNumber: 5,
      seats: 30,
      unitPrice: 100,
      amount: 3000,
      renewal: false,
    },
  ],
  subtotal: 3000,
  discountPercent: 10,
  discount: 300,
  tax: 0,
  total: 2700,
  ...overrides,
});

export const purchases = (): Purchase[] => [
  purchase({ _id: "p-1" }),
  purchase({
    _id: "p-2",
    kind: "students",
    utrNumber: "HDFC0000123456789",
    createdAt: "2026-11-21T06:30:00.000Z",
    buyer: { type: "learner", id: "learner-1", name: "Ravi Kumar", email: "ravi@example.test" },
    lines: [
      {
        courseId: "course-geo",
        courseName: "Geo Math",
        classNumber: 7,
        seats: 1,
        unitPrice: 500,
        amount: 500,
        renewal: false,
      },
    ],
    subtotal: 500,
    discountPercent: 0,
    discount: 0,
    total: 500,
  }),
  purchase({
    _id: "p-3",
    status: "verified",
    utrNumber: "222233334444",
    decidedAt: "2026-11-21T08:00:00.000Z",
  }),
  purchase({
    _id: "p-4",
    status: "rejected",
    utrNumber: "555566667777",
    rejectionReason: "UTR not found",
    kind: "school",
    lines: [
      {
        courseId: "course-geo",
        courseName: "Geo Math",
        classNumber: 6,
        seats: null,
        unitPrice: 6000,
        amount: 6000,
        renewal: false,
      },
    ],
  }),
];

/** A stand-in for GET /api/superadmin/payments (status filter, search, paging) and approve / reject. */
export function fakePaymentsApi(override?: Override) {
  const rows = purchases();
  const { calls, fetchMock } = stubFetch(async (method, url, body) => {
    if (method === "GET" && url.pathname === "/api/superadmin/payments") {
      const q = url.searchParams;
      const search = (q.get("search") ?? "").toLowerCase();
      const matching = rows
        .filter((p) => !q.get("status") || p.status === q.get("status"))
        .filter((p) => !search || [p.buyer.name, p.utrNumber].some((v) => v.toLowerCase().includes(search)));
      const count = (status: string) => rows.filter((p) => p.status === status).length;
      return json(200, {
        ...pageOfRows(matching, q),
        counts: { pending: count("pending"), verified: count("verified"), rejected: count("rejected") },
      });
    }
    const [, , , , id, action] = url.pathname.split("/");
    const row = rows.find((p) => p._id === id);
    if (!row) return json(404, { message: MESSAGES.notFound, key: "notFound" });
    if (row.status !== "pending")
      return json(409, { message: MESSAGES.paymentAlreadyDecided, key: "paymentAlreadyDecided" });
    if (method === "PUT" && action === "approve") {
      row.status = "verified";
      return json(200, { message: MESSAGES.paymentApproved, key: "paymentApproved" });
    }
    if (method === "PUT" && action === "reject") {
      row.status = "rejected";
      row.rejectionReason = body.reason;
      return json(200, { message: MESSAGES.paymentRejected, key: "paymentRejected" });
    }
    return json(404, { message: MESSAGES.notFound });
  }, override);
  return { rows, calls, fetchMock };
}

export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("superadmin"), path, screen, url);
