import { purchasesApi, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { downloadedSheet } from "@/components/bulk-upload/test-downloads.ts";
import { badGateway, on } from "@/test/api-handlers.ts";
import { sunriseSchoolAnswer } from "@/test/fixtures.ts";
import { selectNamed } from "@/test/forms.ts";
import { switchToHindiOnceListed } from "@/test/lists.ts";
import { newestToast, rowOf } from "@/test/render.tsx";
import PaymentsPage from "./payments-page.tsx";
import { fakePaymentsApi, purchases, renderScreen } from "./test-api.tsx";

const open = (query = "") =>
  renderScreen(ROUTES.superadminPayments, <PaymentsPage />, `${ROUTES.superadminPayments}${query}`);
const SCHOOL_ID = "7d3b2f8e-1c4a-4e59-9a61-2b8f0c6d5e41";
const schoolAnswer = sunriseSchoolAnswer(SCHOOL_ID);

describe("/superadmin/payments for reconciliation", () => {
  it("shows every status with the filter's totals and who approved or rejected each payment", async () => {
    fakePaymentsApi();
    open("?status=all");
    const totals = await screen.findByRole("region", { name: "Totals of the payments shown (all pages)" });
    await waitFor(() => expect(within(totals).getByText("Verified (1 payment)")).toBeTruthy());
    expect(within(totals).getByText("Verified (1 payment)").nextElementSibling?.textContent).toBe(
      "₹2,700.00",
    );
    expect(within(totals).getByText("Under review (2 payments)").nextElementSibling?.textContent).toBe(
      "₹3,200.00",
    );
    expect(within(totals).getByText("Rejected (1 payment)").nextElementSibling?.textContent).toBe(
      "₹2,700.00",
    );
    expect(selectNamed("Status").value).toBe("all");

    const verified = within(await rowOf("222233334444"));
    expect(verified.getByText(/^Approved by Anita Verifier on 21 Nov 2026/)).toBeTruthy();
    const rejected = within(await rowOf("555566667777"));
    expect(rejected.getByText(/^Rejected by Vikram Checker on 22 Nov 2026/)).toBeTruthy();
  });

  it("opens filtered to a school from its link, and shows every school again", async () => {
    const user = userEvent.setup();
    const api = fakePaymentsApi(schoolAnswer);
    api.now(
      purchases().map((p) =>
        p.buyer.type === "school" ? { ...p, buyer: { ...p.buyer, id: SCHOOL_ID } } : p,
      ),
    );
    const router = open(`?schoolId=${SCHOOL_ID}&status=all`);
    expect(await screen.findByText("Sunrise Public School", { selector: "strong" })).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.some((call) => call.url.searchParams.get("schoolId") === SCHOOL_ID)).toBe(true),
    );
    expect(screen.queryByRole("cell", { name: /Ravi Kumar/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show all schools" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=all"));
    expect(await rowOf("Ravi Kumar")).toBeTruthy();
  });

  it("puts the days chosen into the URL and the request", async () => {
    const user = userEvent.setup();
    const api = fakePaymentsApi();
    const router = open();
    await rowOf("Ravi Kumar");
    await user.type(screen.getByLabelText("From date"), "01-11-2026");
    await user.type(screen.getByLabelText("To date"), "30-11-2026");
    await waitFor(() => expect(router.state.location.search).toBe("?from=2026-11-01&to=2026-11-30"));
    const last = api.calls.at(-1)?.url.searchParams;
    expect(last?.get("from")).toBe("2026-11-01");
    expect(last?.get("to")).toBe("2026-11-30");
  });

  it("exports every filtered row (all pages) to .xlsx, with formulas made harmless", async () => {
    const user = userEvent.setup();
    const [first] = purchases();
    if (!first) throw new Error("no fixture");
    const many = Array.from({ length: 130 }, (_, i) => ({
      ...first,
      _id: `bulk-${i}`,
      utrNumber: String(300000000000 + i),
    }));
    const api = fakePaymentsApi();
    api.now([
      ...purchases().map((p) =>
        p._id === "p-1" ? { ...p, buyer: { ...p.buyer, name: '=HYPERLINK("http://x","y")' } } : p,
      ),
      ...many,
    ]);
    const { name, rows } = await downloadedSheet(async () => {
      open("?status=pending");
      await screen.findAllByRole("cell", { name: /300000000001/ });
      await user.click(screen.getByRole("button", { name: "Export to Excel" }));
    });
    expect(name).toMatch(/^ganit-payments-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(rows[0]).toContain("Approved or rejected by");
    // The heading, then the 132 pending payments of the filter: more than one page of 100.
    expect(rows).toHaveLength(1 + 132);
    expect(rows.some((row) => row[1] === `'=HYPERLINK("http://x","y")`)).toBe(true);
    const exported = api.calls.filter((call) => call.url.searchParams.get("limit") === "100");
    expect(exported.map((call) => call.url.searchParams.get("page"))).toEqual(["1", "2"]);
    expect(exported.every((call) => call.url.searchParams.get("status") === "pending")).toBe(true);
    await waitFor(() => expect(newestToast()).toContain("Exported 132 payments"));
  });

  it("says so when the export fails", async () => {
    const user = userEvent.setup();
    fakePaymentsApi();
    open();
    await rowOf("Ravi Kumar");
    fakePaymentsApi(on(purchasesApi.toVerify, badGateway));
    await user.click(screen.getByRole("button", { name: "Export to Excel" }));
    await waitFor(() => expect(newestToast()).toContain("Failed to export the payments"));
  });

  it("speaks Hindi", async () => {
    fakePaymentsApi();
    open("?status=all");
    await switchToHindiOnceListed("Ravi Kumar");
    expect(screen.getByRole("button", { name: "Excel में निर्यात करें" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "दिखाए गए भुगतानों का योग (सभी पृष्ठ)" })).toBeTruthy();
    expect(screen.getByText(/Anita Verifier ने .* को स्वीकृत किया/)).toBeTruthy();
    expect(screen.getByLabelText("आरंभ तारीख़")).toBeTruthy();
  });
});
