import { purchasesApi, ROUTES } from "@ganit/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { on, rawReply } from "@/test/api-handlers.ts";
import { onPhone } from "@/test/render.tsx";
import PaymentHistoryPage from "./payment-history-page.tsx";
import { learnerApi, purchase, renderLearnerScreen } from "./test-api.tsx";

const renderHistory = () => renderLearnerScreen(ROUTES.b2cPaymentHistory, <PaymentHistoryPage />);
const history = () => [
  purchase(3),
  purchase(2, { status: "verified", decidedAt: "2026-03-12T10:00:00.000Z" }),
  purchase(1, {
    status: "rejected",
    decidedAt: "2026-03-11T10:00:00.000Z",
    rejectionReason: "No such payment",
  }),
];

afterEach(() => setLanguage("en"));

describe("/paymenthistory (studentb2c)", () => {
  it("shows each payment with date, class, amount, UTR, status and a receipt for the verified one", async () => {
    const api = learnerApi({ purchases: history() });
    renderHistory();
    const table = await screen.findByRole("table", { name: "Your payments" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual([
      "Date",
      "Course and class",
      "Amount",
      "UTR",
      "Status",
      "Verified on",
      "Receipt",
    ]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    const [pending, verified, rejected] = rows.map((row) => within(row as HTMLElement));
    expect(pending?.getByText("Vedic Math — Class 6")).toBeTruthy();
    expect(pending?.getByText("10-03-2026")).toBeTruthy();
    expect(pending?.getByText("₹539.55")).toBeTruthy();
    expect(pending?.getByText("301234567893")).toBeTruthy();
    expect(pending?.getByText("Under review")).toBeTruthy();
    expect(pending?.queryByRole("link")).toBeNull();
    expect(verified?.getByText("Verified").getAttribute("data-tone")).toBe("success");
    expect(verified?.getByText("12-03-2026")).toBeTruthy();
    expect(
      verified?.getByRole("link", { name: "Receipt of the payment of 10 March 2026" }).getAttribute("href"),
    ).toBe("/receipt/purchase-2");
    expect(rejected?.getByText("Rejected").getAttribute("data-tone")).toBe("danger");
    expect(rejected?.getByText("Reason: No such payment")).toBeTruthy();
    expect(api.calls[0]?.url.pathname).toBe("/api/payments/history");
  });

  it("shows cards on a phone", async () => {
    onPhone();
    learnerApi({ purchases: history() });
    renderHistory();
    const list = await screen.findByRole("list", { name: "Your payments" });
    expect(screen.queryByRole("table")).toBeNull();
    const cards = within(list)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === list);
    expect(cards).toHaveLength(3);
    expect(within(cards[1] as HTMLElement).getByRole("link", { name: /Receipt/ })).toBeTruthy();
  });

  it("has an empty state linking to /buycourses", async () => {
    learnerApi();
    renderHistory();
    expect(await screen.findByText("No payments yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Buy courses" }).getAttribute("href")).toBe(ROUTES.b2cBuyCourses);
  });

  it("says when the payments cannot be loaded", async () => {
    learnerApi({}, on(purchasesApi.history, rawReply(500)));
    renderHistory();
    expect(await screen.findByText("Failed to load payments")).toBeTruthy();
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    learnerApi({ purchases: history() });
    renderHistory();
    expect(await screen.findByRole("table", { name: "आपके भुगतान" })).toBeTruthy();
    expect(screen.getByText("समीक्षा में")).toBeTruthy();
    expect(screen.getByText("कारण: No such payment")).toBeTruthy();
  });
});
