import { MESSAGES, type Purchase, purchasesApi, ROUTES } from "@ganit/contracts";
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { badGateway, on } from "@/test/api-handlers.ts";
import PaymentsPage from "./payments-page.tsx";
import { fakePurchaseApi, renderScreen } from "./test-api.tsx";

const purchase = (id: string, fields: Partial<Purchase>): Purchase => ({
  _id: id,
  kind: "students",
  utrNumber: `40123456789${id.slice(-1)}`,
  status: "pending",
  createdAt: "2026-11-20T10:00:00.000Z",
  decidedAt: null,
  rejectionReason: null,
  decidedBy: null,
  buyer: { type: "school", id: "school-1", name: "Sunrise Public School", email: "office@sunrise.test" },
  lines: [
    {
      courseId: "c-vedic",
      courseName: "Vedic Math",
      classNumber: 5,
      seats: 3,
      unitPrice: 150.5,
      amount: 451.5,
      renewal: false,
    },
  ],
  subtotal: 451.5,
  discountPercent: 0,
  discount: 0,
  tax: 0,
  total: 451.5,
  ...fields,
});

const history = [
  purchase("p-1", { status: "pending" }),
  purchase("p-2", { status: "verified", decidedAt: "2026-11-21T10:00:00.000Z", total: 1200 }),
  purchase("p-3", { status: "rejected", rejectionReason: "No payment with this UTR reached us" }),
];

const renderPayments = () => renderScreen(ROUTES.schoolPayments, <PaymentsPage />);

describe("/school/payments", () => {
  it("lists the school's purchases with their status, amount, UTR and a receipt for the verified one", async () => {
    fakePurchaseApi({ history });
    renderPayments();
    const list = await screen.findByRole("list", { name: "Payments" });
    const items = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(3);
    expect(
      within(items[0] as HTMLElement)
        .getByText("Under review")
        .closest("[data-tone]")
        ?.getAttribute("data-tone"),
    ).toBe("warning");
    expect(within(items[0] as HTMLElement).getByText("401234567891")).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByRole("link")).toBeNull();
    const verified = items[1] as HTMLElement;
    expect(within(verified).getByText("Verified").closest("[data-tone]")?.getAttribute("data-tone")).toBe(
      "success",
    );
    expect(within(verified).getByText("₹1,200.00")).toBeTruthy();
    expect(
      within(verified)
        .getByRole("link", { name: /Receipt/ })
        .getAttribute("href"),
    ).toBe("/receipt/p-2");
    const rejected = items[2] as HTMLElement;
    expect(within(rejected).getByText("Rejected")).toBeTruthy();
    expect(within(rejected).getByText("Reason: No payment with this UTR reached us")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Buy Courses" }).getAttribute("href")).toBe(
      ROUTES.schoolBuyCourses,
    );
  });

  it("has a friendly empty state, a load failure, and Hindi", async () => {
    fakePurchaseApi();
    renderPayments();
    expect(await screen.findByText("No payments yet")).toBeTruthy();
    await act(() => setLanguage("hi"));
    expect(screen.getByText("अभी कोई भुगतान नहीं")).toBeTruthy();
  });

  it("says so when the payments cannot be loaded", async () => {
    fakePurchaseApi({}, on(purchasesApi.history, badGateway));
    renderPayments();
    expect(await screen.findByText(MESSAGES.paymentsLoadFailed)).toBeTruthy();
  });
});
