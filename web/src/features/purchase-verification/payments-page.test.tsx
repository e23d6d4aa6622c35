import { apiPath, purchasesApi, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { badGateway, failure, on } from "@/test/api-handlers.ts";
import { selectNamed } from "@/test/forms.ts";
import { filteredTo, switchToHindiOnceListed } from "@/test/lists.ts";
import { newestToast, rowOf, rowShowing } from "@/test/render.tsx";
import PaymentsPage from "./payments-page.tsx";
import { fakePaymentsApi, purchases, REPLIES, renderScreen } from "./test-api.tsx";

const open = (query = "") =>
  renderScreen(ROUTES.superadminPayments, <PaymentsPage />, `${ROUTES.superadminPayments}${query}`);

describe("/superadmin/payments", () => {
  it("shows the pending purchases by default, with the counts, buyer, classes, total and UTR", async () => {
    const api = fakePaymentsApi();
    open();
    expect(await screen.findByRole("heading", { name: "Payments", level: 1 })).toBeTruthy();
    const cards = await screen.findByLabelText("Purchases by status");
    await waitFor(() =>
      expect(within(cards).getByText("Under review").nextElementSibling?.textContent).toBe("2"),
    );
    expect(within(cards).getByText("Verified").nextElementSibling?.textContent).toBe("1");
    expect(within(cards).getByText("Rejected").nextElementSibling?.textContent).toBe("1");
    expect(api.calls[0]?.url.searchParams.get("status")).toBe("pending");
    expect(selectNamed("Status").value).toBe("pending");

    const school = within(await rowOf("Sunrise Public School"));
    expect(school.getByRole("link", { name: "Sunrise Public School" }).getAttribute("href")).toBe(
      "/superadmin/addcourses?schoolId=school-1",
    );
    expect(school.getByText(/Vedic Math, Class 5/)).toBeTruthy();
    expect(school.getByText(/30 seats/)).toBeTruthy();
    expect(school.getByText("₹2,700.00")).toBeTruthy();
    expect(school.getByText("Discount 10%")).toBeTruthy();
    expect(school.getByText("123456789012")).toBeTruthy();
    expect(school.getByText("Under review")).toBeTruthy();

    // A learner's purchase names the learner, with no school to link to.
    const learner = within(await rowOf("Ravi Kumar"));
    expect(learner.queryByRole("link", { name: "Ravi Kumar" })).toBeNull();
    expect(learner.getByText(/Individual learner/)).toBeTruthy();
    expect(learner.getByText(/1 seat$/)).toBeTruthy();
  });

  it("approves after the confirmation", async () => {
    const user = userEvent.setup();
    const api = fakePaymentsApi(
      on(purchasesApi.approve, () => {
        api.now(purchases().map((p) => (p._id === "p-1" ? { ...p, status: "verified" } : p)));
        return REPLIES.approved;
      }),
    );
    open();
    await user.click(
      await screen.findByRole("button", {
        name: "Approve the payment of Sunrise Public School, UTR 123456789012",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Approve this payment?" });
    expect(
      within(dialog).getByText("Sunrise Public School paid ₹2,700.00 with UTR 123456789012."),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(newestToast()).toContain("Payment verified. The classes are active."));
    const put = api.calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe("/api/superadmin/payments/p-1/approve");
    await waitFor(() => expect(screen.queryByRole("cell", { name: /Sunrise Public School/ })).toBeNull());
  });

  it("rejects with a required reason; a payment decided meanwhile says so", async () => {
    const user = userEvent.setup();
    // Another superadmin decided Ravi Kumar's payment meanwhile: the server's refusal for it.
    const api = fakePaymentsApi(
      on(
        { ...purchasesApi.reject, path: apiPath.rejectPayment("p-2") },
        failure(409, "paymentAlreadyDecided"),
      ),
    );
    open();
    await user.click(await screen.findByRole("button", { name: /Reject the payment of Sunrise/ }));
    let dialog = await screen.findByRole("dialog", { name: "Reject payment" });
    await user.click(within(dialog).getByRole("button", { name: "Reject payment" }));
    expect(within(dialog).getByText("Please give a reason for the rejection")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "PUT")).toHaveLength(0);
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "UTR not in the statement");
    await user.click(within(dialog).getByRole("button", { name: "Reject payment" }));
    await waitFor(() => expect(newestToast()).toContain("Payment rejected"));
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({
      reason: "UTR not in the statement",
    });

    await user.click(await screen.findByRole("button", { name: /Reject the payment of Ravi Kumar/ }));
    dialog = await screen.findByRole("dialog", { name: "Reject payment" });
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Duplicate");
    await user.click(within(dialog).getByRole("button", { name: "Reject payment" }));
    await waitFor(() =>
      expect(newestToast()).toContain("This payment has already been verified or rejected"),
    );
  });

  it("says 'Failed to update the payment' when the server gives no message", async () => {
    const user = userEvent.setup();
    fakePaymentsApi(on(purchasesApi.approve, badGateway), on(purchasesApi.reject, badGateway));
    open();
    await user.click(await screen.findByRole("button", { name: /Approve the payment of Sunrise/ }));
    const dialog = await screen.findByRole("dialog", { name: "Approve this payment?" });
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(newestToast()).toContain("Failed to update the payment"));
  });

  it("filters by status in the URL: verified ones offer their receipt, rejected ones show the reason", async () => {
    const user = userEvent.setup();
    const api = fakePaymentsApi();
    const router = open();
    await rowOf("Ravi Kumar");
    await filteredTo(user, router, "Status", "verified", "?status=verified");
    const verified = within(await rowOf("222233334444"));
    expect(
      verified
        .getByRole("link", { name: "Receipt of the payment of Sunrise Public School" })
        .getAttribute("href"),
    ).toBe("/receipt/p-3");
    expect(verified.queryByRole("button")).toBeNull();
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "rejected");
    await rowShowing("555566667777", ["Reason: UTR not found", /for the school/]);
    expect(api.calls.at(-1)?.url.searchParams.get("status")).toBe("rejected");
  });

  it("says 'Failed to load payments' when the list cannot load", async () => {
    fakePaymentsApi(on(purchasesApi.toVerify, badGateway));
    open();
    await waitFor(() => expect(newestToast()).toContain("Failed to load payments"));
  });

  it("speaks Hindi", async () => {
    fakePaymentsApi();
    open();
    await switchToHindiOnceListed("Ravi Kumar");
    expect(screen.getByRole("heading", { name: "भुगतान", level: 1 })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /खरीदार/ })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /स्वीकृत करें/ })).not.toHaveLength(0);
  });
});
