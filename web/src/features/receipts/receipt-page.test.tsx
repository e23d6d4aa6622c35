import { MESSAGES, purchasesApi, type Receipt, ROUTES } from "@ganit/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { on, rawReply, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";
import ReceiptPage from "./receipt-page.tsx";

const receipt: Receipt = {
  _id: "purchase-7",
  kind: "students",
  receiptNumber: "GNT-2026-000007",
  platformName: "Ganit",
  utrNumber: "401234567890",
  status: "verified",
  createdAt: "2026-03-10T09:30:00.000Z",
  decidedAt: "2026-03-12T10:00:00.000Z",
  verifiedAt: "2026-03-12T10:00:00.000Z",
  rejectionReason: null,
  decidedBy: { id: "superadmin-1", name: "Anita Verifier" },
  buyer: { type: "school", id: "school-1", name: "Sunrise Public School", email: "office@sunrise.test" },
  lines: [
    {
      courseId: "c1",
      courseName: "Vedic Math",
      classNumber: 6,
      seats: 30,
      unitPrice: 500,
      amount: 15000,
      renewal: false,
    },
    {
      courseId: "c2",
      courseName: "Geo Math",
      classNumber: 7,
      seats: null,
      unitPrice: 5000,
      amount: 5000,
      renewal: false,
    },
  ],
  subtotal: 20000,
  discountPercent: 5,
  discount: 1000,
  tax: 0,
  total: 19000,
};

/** The receipt screen for `id`, the API answering with `reply`. */
function renderReceipt(reply: { status: number; body: unknown }, role = "school", id = "purchase-7") {
  const { calls } = serveApi(
    on(
      purchasesApi.receipt,
      reply.status === 200 ? (reply.body as Receipt) : rawReply(reply.status, reply.body),
    ),
  );
  renderSignedIn(fakeToken(role), ROUTES.receiptPage, <ReceiptPage />, `/receipt/${id}`);
  return calls;
}

afterEach(() => setLanguage("en"));

describe("/receipt/:purchaseId", () => {
  it("shows the platform, receipt number, buyer, lines, totals, UTR and dates", async () => {
    const calls = renderReceipt({ status: 200, body: receipt });
    const sheet = await screen.findByRole("article", { name: "Payment receipt" });
    expect(calls[0]?.url.pathname).toBe("/api/payments/purchase-7/receipt");
    const s = within(sheet);
    expect(s.getByText("Ganit")).toBeTruthy();
    expect(s.getByText("GNT-2026-000007")).toBeTruthy();
    expect(s.getByText("Sunrise Public School")).toBeTruthy();
    expect(s.getByText("401234567890")).toBeTruthy();
    expect(s.getByText("10 March 2026")).toBeTruthy();
    expect(s.getByText("12 March 2026")).toBeTruthy();
    expect(s.getByText("Verified by").nextElementSibling?.textContent).toBe("Anita Verifier");
    const rows = s.getAllByRole("row").map((row) => row.textContent);
    expect(rows).toEqual([
      "CourseClassSeatsUnit priceAmount",
      "Vedic Math 630₹500.00₹15,000.00",
      "Geo Math 7School access₹5,000.00₹5,000.00",
    ]);
    expect(s.getByText("Subtotal").nextElementSibling?.textContent).toBe("₹20,000.00");
    expect(s.getByText("Discount (5%)").nextElementSibling?.textContent).toBe("− ₹1,000.00");
    expect(s.getByText("Tax").nextElementSibling?.textContent).toBe("₹0.00");
    expect(s.getByText("Total paid").nextElementSibling?.textContent).toBe("₹19,000.00");
  });

  it("prints with the browser's print", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderReceipt({ status: 200, body: receipt });
    await userEvent.click(await screen.findByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("says a receipt is issued once the payment is verified (409)", async () => {
    renderReceipt(
      { status: 409, body: { message: MESSAGES.receiptNotReady, key: "receiptNotReady" } },
      "studentb2c",
    );
    expect(await screen.findByText("A receipt is issued once the payment is verified")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe(ROUTES.b2cPaymentHistory);
  });

  it("says the receipt was not found (404)", async () => {
    renderReceipt({ status: 404, body: { message: MESSAGES.notFound, key: "notFound" } });
    expect(await screen.findByText("This receipt was not found.")).toBeTruthy();
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    renderReceipt({ status: 200, body: receipt });
    expect(await screen.findByRole("article", { name: "भुगतान की रसीद" })).toBeTruthy();
    expect(screen.getByText("कुल भुगतान")).toBeTruthy();
    expect(screen.getByRole("button", { name: "प्रिंट करें" })).toBeTruthy();
  });
});
