import { purchasesApi, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { badGateway, failure, on } from "@/test/api-handlers.ts";
import BuyCoursesPage from "./buy-courses-page.tsx";
import { learnerApi, renderLearnerScreen, VEDIC } from "./test-api.tsx";

const renderBuy = () => renderLearnerScreen(ROUTES.b2cBuyCourses, <BuyCoursesPage />);
const toasts = () => screen.getByRole("region", { name: /Notifications/ });
const user = () => userEvent.setup({ delay: null });

/** Chooses Vedic Math class 7 and proceeds to the payment step. */
async function toPayment(u: ReturnType<typeof user>) {
  await u.click(await screen.findByRole("radio", { name: /Class 7/ }));
  await u.click(screen.getByRole("button", { name: "Proceed to payment" }));
  await screen.findByRole("img", { name: /UPI QR code/ });
}

afterEach(() => setLanguage("en"));

describe("/buycourses (studentb2c)", { timeout: 20_000 }, () => {
  it("lists the courses with their classes and prices; bought and under-review classes cannot be chosen", async () => {
    learnerApi();
    renderBuy();
    const vedic = await screen.findByRole("group", { name: "Vedic Math" });
    const five = within(vedic).getByRole("radio", { name: /Class 5/ }) as HTMLInputElement;
    expect(five.disabled).toBe(true);
    expect(within(vedic).getByText("Class is bought")).toBeTruthy();
    const six = within(vedic).getByRole("radio", { name: /Class 6/ }) as HTMLInputElement;
    expect(six.disabled).toBe(true);
    expect(within(vedic).getByText("Class is under review")).toBeTruthy();
    expect(
      (within(vedic).getByRole("radio", { name: "Class 7 · ₹650.00" }) as HTMLInputElement).disabled,
    ).toBe(false);
    const geo = screen.getByRole("group", { name: "Geo Math" });
    expect(within(geo).getByText("You have every class of this course.")).toBeTruthy();
    expect(screen.getByRole("listitem", { current: "step" }).textContent).toBe("1. Select Course");
  });

  it("refuses to proceed without a class", async () => {
    const u = user();
    learnerApi();
    renderBuy();
    await screen.findByRole("group", { name: "Vedic Math" });
    await u.click(screen.getByRole("button", { name: "Proceed to payment" }));
    expect(
      await within(toasts()).findByText("Please select at least one course and class to proceed"),
    ).toBeTruthy();
  });

  it("shows the server's price with the discount, the QR code, the payee and the UPI link", async () => {
    const u = user();
    const api = learnerApi();
    renderBuy();
    await toPayment(u);
    const quote = api.calls.find((call) => call.url.pathname === "/api/payments/quote");
    expect(quote?.body).toEqual({ kind: "learner", courseId: VEDIC, classNumber: 7 });
    expect(screen.getByText("Subtotal").nextElementSibling?.textContent).toBe("₹650.00");
    expect(screen.getByText("Discount (10%)").nextElementSibling?.textContent).toBe("− ₹65.00");
    expect(screen.getByText("Tax").nextElementSibling?.textContent).toBe("₹0.00");
    expect(screen.getByTestId("quote-total").textContent).toBe("₹585.00");
    const qr = screen.getByRole("img", { name: "UPI QR code to pay ₹585.00 to Ganit Demo" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(screen.getByText("ganit.demo@upi")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pay with a UPI app" }).getAttribute("href")).toMatch(
      /^upi:\/\/pay\?/,
    );
    expect(screen.getByRole("listitem", { current: "step" }).textContent).toBe("2. Payment");
  });

  it("says that payments are not set up, and offers no form, when the platform has no payee", async () => {
    const u = user();
    learnerApi({ paymentsConfigured: false });
    renderBuy();
    await u.click(await screen.findByRole("radio", { name: /Class 7/ }));
    await u.click(screen.getByRole("button", { name: "Proceed to payment" }));
    expect(
      await screen.findByText("The platform has not set up payments yet. Please try again later."),
    ).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("textbox", { name: "UTR number" })).toBeNull();
    await u.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("group", { name: "Vedic Math" })).toBeTruthy();
  });

  it("asks for the UTR and the terms, then submits and confirms with links onward", async () => {
    const u = user();
    const api = learnerApi();
    renderBuy();
    await toPayment(u);
    expect(screen.getByText(/12-digit UPI reference/)).toBeTruthy();
    await u.click(screen.getByRole("button", { name: "Submit payment details" }));
    expect(await screen.findByText("Please enter UTR number")).toBeTruthy();
    expect(screen.getByText("Please agree to terms and conditions")).toBeTruthy();
    await u.type(screen.getByRole("textbox", { name: "UTR number" }), "4012 3456 7890");
    await u.click(screen.getByRole("checkbox", { name: /non-refundable/ }));
    await u.click(screen.getByRole("button", { name: "Submit payment details" }));
    expect(await screen.findByText("Payment details submitted. Your class is under review.")).toBeTruthy();
    const sent = api.calls.find((call) => call.url.pathname === "/api/studentb2c/buycourse");
    expect(sent?.body).toEqual({ courseId: VEDIC, classNumber: 7, utrNumber: "401234567890" });
    expect(screen.getByText("Amount paid: ₹585.00 · UTR 401234567890")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View payment history" }).getAttribute("href")).toBe(
      ROUTES.b2cPaymentHistory,
    );
    expect(screen.getByRole("link", { name: "Go to dashboard" }).getAttribute("href")).toBe(
      ROUTES.b2cDashboard,
    );
    expect(screen.getByRole("listitem", { current: "step" }).textContent).toBe("3. Confirmation");

    // Another class: back to the choice, where the class just bought is now under review.
    api.state.owned[0]?.purchasedClasses.push({
      classNumber: 7,
      status: "hold",
      studentLimit: 1,
      currentStudents: 0,
      pendingSeats: 0,
    });
    await u.click(screen.getByRole("button", { name: "Buy another class" }));
    const vedic = await screen.findByRole("group", { name: "Vedic Math" });
    await waitFor(() =>
      expect((within(vedic).getByRole("radio", { name: /Class 7/ }) as HTMLInputElement).disabled).toBe(true),
    );
  });

  it("puts a UTR already used under the UTR field", async () => {
    const u = user();
    // The server refuses a UTR it has seen: its answer, as it sends it.
    learnerApi({}, on(purchasesApi.learnerBuy, failure(409, "utrTaken")));
    renderBuy();
    await toPayment(u);
    await u.type(screen.getByRole("textbox", { name: "UTR number" }), "401234567890");
    await u.click(screen.getByRole("checkbox", { name: /non-refundable/ }));
    await u.click(screen.getByRole("button", { name: "Submit payment details" }));
    const field = screen.getByRole("textbox", { name: "UTR number" });
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("This UTR number has already been used for a payment")).toBeTruthy();
  });

  it("toasts the fallback when the server says nothing", async () => {
    const u = user();
    learnerApi({}, on(purchasesApi.learnerBuy, badGateway));
    renderBuy();
    await toPayment(u);
    await u.type(screen.getByRole("textbox", { name: "UTR number" }), "401234567890");
    await u.click(screen.getByRole("checkbox", { name: /non-refundable/ }));
    await u.click(screen.getByRole("button", { name: "Submit payment details" }));
    expect(await within(toasts()).findByText("An error occurred while submitting the request.")).toBeTruthy();
  });

  it("speaks Hindi, server messages included", async () => {
    const u = user();
    setLanguage("hi");
    learnerApi();
    renderBuy();
    expect(await screen.findAllByText("कक्षा खरीदी जा चुकी है")).toHaveLength(2);
    await u.click(screen.getByRole("radio", { name: /कक्षा 7/ }));
    await u.click(screen.getByRole("button", { name: "भुगतान के लिए आगे बढ़ें" }));
    expect(await screen.findByRole("img", { name: /UPI QR कोड/ })).toBeTruthy();
    await u.click(screen.getByRole("button", { name: "भुगतान का विवरण भेजें" }));
    expect(await screen.findByText("कृपया UTR नंबर दर्ज करें")).toBeTruthy();
  });
});
