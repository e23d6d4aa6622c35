import { MESSAGES, type Purchase, purchasesApi } from "@ganit/contracts";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { listRows, on, pageOf, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";

const purchase = (overrides: Partial<Purchase> & Pick<Purchase, "_id">): Purchase => ({
  kind: "students",
  utrNumber: "123456789012",
  status: "pending",
  createdAt: "2026-11-20T06:30:00.000Z",
  decidedAt: null,
  rejectionReason: null,
  decidedBy: null,
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
    decidedBy: { id: "superadmin-1", name: "Anita Verifier" },
  }),
  purchase({
    _id: "p-4",
    status: "rejected",
    utrNumber: "555566667777",
    decidedAt: "2026-11-22T08:00:00.000Z",
    decidedBy: { id: "superadmin-2", name: "Vikram Checker" },
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

/** The server's replies to a decision, as it words them. */
export const REPLIES = {
  approved: { message: MESSAGES.paymentApproved, key: "paymentApproved" },
  rejected: { message: MESSAGES.paymentRejected, key: "paymentRejected" },
};

/**
 * GET /api/superadmin/payments as fixed answers, addressed by the request's status (with the
 * counts of each), and the server's replies to approve and reject. `handlers` answer first; `now`
 * says what the purchases are after a decision.
 */
export function fakePaymentsApi(...handlers: ReturnType<typeof on>[]) {
  const list = listRows(purchases());
  const { calls } = serveApi(
    ...handlers,
    on(purchasesApi.toVerify, (call) => {
      const params = call.url.searchParams;
      const status = params.get("status");
      const schoolId = params.get("schoolId");
      const found = list.rows.filter(
        (p) => (!status || status === "all" || p.status === status) && (!schoolId || p.buyer.id === schoolId),
      );
      const count = (of: string, among = list.rows) => among.filter((p) => p.status === of).length;
      const sum = (of: string) =>
        found.filter((p) => p.status === of).reduce((total, p) => total + p.total, 0);
      return {
        ...pageOf(found, params),
        counts: { pending: count("pending"), verified: count("verified"), rejected: count("rejected") },
        filteredCounts: {
          pending: count("pending", found),
          verified: count("verified", found),
          rejected: count("rejected", found),
        },
        totals: { verified: sum("verified"), pending: sum("pending"), rejected: sum("rejected") },
      };
    }),
    on(purchasesApi.approve, REPLIES.approved),
    on(purchasesApi.reject, REPLIES.rejected),
  );
  return { calls, now: list.now };
}

export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("superadmin"), path, screen, url);
