import { coursesApi, MESSAGES, purchasesApi, ROUTES } from "@ganit/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { badGateway, failure, on, rawReply } from "@/test/api-handlers.ts";
import BuyCoursesPage from "./buy-courses-page.tsx";
import { fakePurchaseApi, renderScreen } from "./test-api.tsx";

const renderWizard = () => renderScreen(ROUTES.schoolBuyCourses, <BuyCoursesPage />);
/** The wizard, once it shows the catalogue; answers Vedic Math's group of classes. */
const openWithCatalogue = async () => {
  renderWizard();
  return screen.findByRole("group", { name: /^Vedic Math/ });
};
const course = (name: string) => screen.getByRole("group", { name: new RegExp(`^${name}`) });
const limitOf = (courseName: string, n: number) =>
  within(course(courseName)).getByRole("textbox", { name: `Class ${n} student limit` }) as HTMLInputElement;
const total = () => screen.getByTestId("order-total").textContent;

async function setLimit(
  user: ReturnType<typeof userEvent.setup>,
  courseName: string,
  n: number,
  value: string,
) {
  await user.clear(limitOf(courseName, n));
  if (value) await user.type(limitOf(courseName, n), value);
}

async function toPayment(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("group", { name: /^Vedic Math/ });
  await setLimit(user, "Vedic Math", 5, "3");
  await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
}

describe("/school/buycourses, step 1", () => {
  it("shows bought and under-review classes as not selectable, and locks a course with nothing left", async () => {
    fakePurchaseApi();
    const vedic = await openWithCatalogue();
    expect(within(vedic).getByText("Class is bought (12/30)")).toBeTruthy();
    expect(within(vedic).getByText("Class is under review")).toBeTruthy();
    expect(within(vedic).getAllByRole("textbox")).toHaveLength(1);
    expect(within(vedic).queryByRole("textbox", { name: "Class 3 student limit" })).toBeNull();
    expect(within(vedic).queryByRole("textbox", { name: "Class 4 student limit" })).toBeNull();
    expect(limitOf("Vedic Math", 5)).toBeTruthy();

    const lab = course("Math Lab");
    expect(within(lab).getByText("All classes purchased")).toBeTruthy();
    // The lock is drawn (SVG), not an emoji that shows as a box without an emoji font.
    expect(lab.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(within(lab).getByText("All classes purchased").parentElement?.querySelector("svg")).toBeTruthy();
    expect((lab as HTMLFieldSetElement).disabled).toBe(true);
    expect(within(lab).queryByRole("textbox")).toBeNull();
    expect((course("Geo Math") as HTMLFieldSetElement).disabled).toBe(false);
  });

  it("refuses a limit that is not a whole number with a message, counts it as none and will not proceed", async () => {
    const user = userEvent.setup({ delay: null });
    fakePurchaseApi({ discount: 0 });
    await openWithCatalogue();
    // 2.5 once became 25 seats as it was typed, and 1e3 became 3.
    for (const typed of ["2.5", "1e3", "-4", "abc"]) {
      await setLimit(user, "Vedic Math", 5, typed);
      expect(limitOf("Vedic Math", 5).value, typed).toBe(typed);
      expect(limitOf("Vedic Math", 5).getAttribute("aria-invalid"), typed).toBe("true");
      expect(screen.getByText("Seats are a whole number, like 25")).toBeTruthy();
      expect(total(), typed).toBe("₹0.00");
    }
    await setLimit(user, "Geo Math", 6, "2");
    expect(total()).toBe("₹400.00");
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    expect(
      await screen.findByText("Seats are a whole number, like 25", { selector: "[data-sonner-toast] *" }),
    ).toBeTruthy();
    expect(screen.getByRole("listitem", { current: "step" }).textContent).toContain("Select Courses");

    await setLimit(user, "Vedic Math", 5, "7");
    expect(limitOf("Vedic Math", 5).getAttribute("aria-invalid")).toBeNull();
    expect(total()).toBe("₹1,453.50");
  });

  it("keeps a running total: price × limit, less the discount, tax 0, rupees with 2 decimals", async () => {
    const user = userEvent.setup();
    fakePurchaseApi({ discount: 10 });
    await openWithCatalogue();
    expect(total()).toBe("₹0.00");
    await setLimit(user, "Vedic Math", 5, "3"); // 3 × ₹150.50
    await setLimit(user, "Geo Math", 6, "2"); // 2 × ₹200
    expect(screen.getByText("₹851.50")).toBeTruthy();
    expect(screen.getByText("Discount (10%)")).toBeTruthy();
    expect(screen.getByText("− ₹85.15")).toBeTruthy();
    expect(total()).toBe("₹766.35");
  });

  it("clears the selection when Purchase For switches between Students and School", async () => {
    const user = userEvent.setup();
    fakePurchaseApi({ discount: 0 });
    await openWithCatalogue();
    await setLimit(user, "Vedic Math", 5, "3");
    expect(total()).toBe("₹451.50");

    await user.click(screen.getByRole("radio", { name: "School" }));
    expect(total()).toBe("₹0.00");
    // The school's own purchases decide now: Vedic Math class 3 is free to tick, Geo Math 6 is under review.
    expect(within(course("Geo Math")).getByText("Class is under review")).toBeTruthy();
    await user.click(within(course("Vedic Math")).getByRole("checkbox", { name: "Class 3" }));
    expect(total()).toBe("₹5,000.00");

    await user.click(screen.getByRole("radio", { name: "Students" }));
    expect(total()).toBe("₹0.00");
    expect(limitOf("Vedic Math", 5).value).toBe("");
  });

  it("refuses to proceed with a total of 0", async () => {
    const user = userEvent.setup();
    const api = fakePurchaseApi();
    await openWithCatalogue();
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    expect(await screen.findByText(MESSAGES.selectCourseAndClass)).toBeTruthy();
    expect(screen.getByRole("listitem", { current: "step" }).textContent).toContain("Select Courses");
    expect(api.calls.some((call) => call.url.pathname === "/api/payments/quote")).toBe(false);
  });

  it("says so when the courses or the discount cannot be loaded", async () => {
    fakePurchaseApi({}, on(coursesApi.catalogue, rawReply(500)));
    renderWizard();
    expect((await screen.findAllByText(MESSAGES.courseDataLoadFailed)).length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });

  it("toasts a discount that cannot be loaded and counts it as none", async () => {
    const user = userEvent.setup();
    fakePurchaseApi({}, on(purchasesApi.discount, rawReply(500)));
    renderWizard();
    expect(await screen.findByText(MESSAGES.discountLoadFailed)).toBeTruthy();
    await screen.findByRole("group", { name: /^Vedic Math/ });
    await setLimit(user, "Vedic Math", 5, "2");
    expect(total()).toBe("₹301.00");
  });
});

describe("/school/buycourses, steps 2 and 3", () => {
  it("prices the selection on the server and shows its amount beside the QR code", async () => {
    const user = userEvent.setup();
    const api = fakePurchaseApi({ discount: 10 });
    await openWithCatalogue();
    await setLimit(user, "Geo Math", 7, "4");
    await setLimit(user, "Geo Math", 7, "0"); // back to 0: dropped from the request
    await toPayment(user);

    const qr = await screen.findByRole("img", { name: "UPI QR code to pay ₹406.35 to Ganit Learning" });
    expect(qr.getAttribute("src")).toBe("data:image/svg+xml;base64,PHN2Zy8+");
    expect(screen.getByTestId("payment-amount").textContent).toBe("₹406.35");
    expect(screen.getByRole("link", { name: "Pay with a UPI app" }).getAttribute("href")).toMatch(
      /^upi:\/\/pay\?/,
    );
    expect(screen.getByText("Vedic Math, Class 5: 3 students")).toBeTruthy();
    // Focus follows the step: the Proceed button is gone, and a screen reader hears "Payment".
    expect(screen.getByRole("listitem", { current: "step" }).textContent).toContain("Payment");
    expect(document.activeElement).toBe(screen.getByRole("listitem", { current: "step" }));
    const quote = api.calls.find((call) => call.url.pathname === "/api/payments/quote");
    expect(quote?.body).toEqual({
      kind: "students",
      coursesForStudents: [
        { courseId: "c-vedic", active: true, classDetails: [{ classNumber: 5, studentLimit: 3 }] },
      ],
    });

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(limitOf("Vedic Math", 5).value).toBe("3");
  });

  it("says payments are not set up when the platform has no payee, and offers no QR or UTR", async () => {
    const user = userEvent.setup();
    fakePurchaseApi({ payment: { configured: false } });
    renderWizard();
    await toPayment(user);
    expect(await screen.findByText(MESSAGES.paymentsNotConfigured)).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("textbox", { name: "UTR number" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Submit Payment Details" })).toBeNull();
  });

  it("shows why the server could not price the selection, with the way back", async () => {
    const user = userEvent.setup();
    fakePurchaseApi(
      {},
      on(purchasesApi.quote, failure(409, "classAlreadyPurchased", { classNumber: 5, course: "Vedic Math" })),
    );
    renderWizard();
    await toPayment(user);
    expect(await screen.findByText("Class 5 of Vedic Math is already bought or under review")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "UTR number" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(limitOf("Vedic Math", 5).value).toBe("3");
  });

  it("asks for the UTR and the terms before sending anything", async () => {
    const user = userEvent.setup();
    const api = fakePurchaseApi();
    renderWizard();
    await toPayment(user);
    await user.click(await screen.findByRole("button", { name: "Submit Payment Details" }));
    expect(await screen.findByText(MESSAGES.utrRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.agreeToTerms)).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "UTR number" }), "12345");
    await user.click(screen.getByRole("button", { name: "Submit Payment Details" }));
    expect(await screen.findByText(MESSAGES.utrInvalid)).toBeTruthy();
    expect(api.calls.some((call) => call.url.pathname.startsWith("/api/school/buycourses"))).toBe(false);
  });

  it("submits the purchase and confirms what is under review; Return to Dashboard goes home", async () => {
    const user = userEvent.setup();
    const api = fakePurchaseApi();
    const router = renderWizard();
    await toPayment(user);
    await user.type(await screen.findByRole("textbox", { name: "UTR number" }), "4012 3456 7890");
    await user.click(screen.getByRole("checkbox", { name: /non-refundable/ }));
    await user.click(screen.getByRole("button", { name: "Submit Payment Details" }));

    expect(await screen.findByRole("heading", { name: /Payment details submitted/ })).toBeTruthy();
    const sent = api.calls.find((call) => call.url.pathname === "/api/school/buycourses/students");
    expect(sent?.body).toEqual({
      utrNumber: "401234567890",
      coursesForStudents: [
        { courseId: "c-vedic", active: true, classDetails: [{ classNumber: 5, studentLimit: 3 }] },
      ],
    });
    expect(screen.getByText("401234567890")).toBeTruthy();
    expect(screen.getByText("Under review")).toBeTruthy();
    expect(screen.getByRole("listitem", { current: "step" }).textContent).toContain("Confirmation");
    await user.click(screen.getByRole("button", { name: "Return to Dashboard" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.schoolDashboard));
  });

  it("sends School purchases with the ticked class numbers", async () => {
    const user = userEvent.setup();
    const api = fakePurchaseApi();
    await openWithCatalogue();
    await user.click(screen.getByRole("radio", { name: "School" }));
    await user.click(within(course("Geo Math")).getByRole("checkbox", { name: "Class 7" }));
    await user.click(within(course("Vedic Math")).getByRole("checkbox", { name: "Class 4" }));
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    await user.type(await screen.findByRole("textbox", { name: "UTR number" }), "SBIN0123456789012345");
    await user.click(screen.getByRole("checkbox", { name: /non-refundable/ }));
    await user.click(screen.getByRole("button", { name: "Submit Payment Details" }));
    await screen.findByRole("heading", { name: /Payment details submitted/ });
    expect(api.calls.find((call) => call.url.pathname === "/api/school/buycourses/school")?.body).toEqual({
      utrNumber: "SBIN0123456789012345",
      coursesForSchool: [
        { courseId: "c-vedic", active: true, classNumbers: [4] },
        { courseId: "c-geo", active: true, classNumbers: [7] },
      ],
    });
  });

  it("shows a used UTR under the field, and other failures as a toast with the spec's fallback", async () => {
    const user = userEvent.setup();
    let reply: "taken" | "gateway" = "taken";
    fakePurchaseApi(
      {},
      on(purchasesApi.buyForStudents, () => (reply === "taken" ? failure(409, "utrTaken") : badGateway)),
    );
    renderWizard();
    await toPayment(user);
    const utr = await screen.findByRole("textbox", { name: "UTR number" });
    await user.type(utr, "401234567890");
    await user.click(screen.getByRole("checkbox", { name: /non-refundable/ }));
    await user.click(screen.getByRole("button", { name: "Submit Payment Details" }));
    await waitFor(() => expect(utr.getAttribute("aria-invalid")).toBe("true"));
    expect(
      document.getElementById(utr.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "")?.textContent,
    ).toBe(MESSAGES.utrTaken);

    reply = "gateway";
    await user.click(screen.getByRole("button", { name: "Submit Payment Details" }));
    expect(await screen.findByText(MESSAGES.purchaseSubmitFailed)).toBeTruthy();
  });

  it("renders in Hindi", async () => {
    const user = userEvent.setup();
    fakePurchaseApi();
    await openWithCatalogue();
    await act(() => setLanguage("hi"));
    expect(screen.getByRole("heading", { name: "कोर्स खरीदें" })).toBeTruthy();
    expect(screen.getByText("कक्षा समीक्षा में है")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "विद्यार्थी" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "भुगतान के लिए आगे बढ़ें" }));
    expect(await screen.findByText("आगे बढ़ने के लिए कृपया कम से कम एक कोर्स और कक्षा चुनें")).toBeTruthy();
  });
});
