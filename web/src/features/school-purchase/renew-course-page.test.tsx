import { MESSAGES, ROUTES } from "@ganit/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import RenewCoursePage from "./renew-course-page.tsx";
import { fakePurchaseApi, renderScreen } from "./test-api.tsx";

const renderRenew = () => renderScreen(ROUTES.schoolRenewCourse, <RenewCoursePage />);

describe("/school/renewcourse", () => {
  it("lists the active student classes with their seats; one with seats under review waits", async () => {
    fakePurchaseApi();
    renderRenew();
    const vedic = await screen.findByRole("radio", { name: /Vedic Math, Class 3/ });
    expect((vedic as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText(/12\/30 seats used/)).toBeTruthy();
    // Class 4 is under review, not active: it cannot be renewed.
    expect(screen.queryByRole("radio", { name: /Vedic Math, Class 4/ })).toBeNull();
    const lab = screen.getByRole("radio", { name: /Math Lab, Class 8/ });
    expect((lab as HTMLInputElement).disabled).toBe(true);
    expect(within(lab.closest("label") as HTMLElement).getByText("5 seats under review")).toBeTruthy();
  });

  it("asks for a class first, then quotes the renewal and submits it with the UTR", async () => {
    const user = userEvent.setup();
    const api = fakePurchaseApi({ discount: 0 });
    renderRenew();
    await screen.findByRole("radio", { name: /Vedic Math, Class 3/ });
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    expect(await screen.findByText("Please choose a class")).toBeTruthy();

    await user.click(screen.getByRole("radio", { name: /Vedic Math, Class 3/ }));
    const seats = screen.getByRole("textbox", { name: "Seats to add" });
    await user.clear(seats);
    await user.type(seats, "5");
    expect(screen.getByTestId("order-total").textContent).toBe("₹500.00");
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));

    expect(await screen.findByTestId("payment-amount")).toHaveProperty("textContent", "₹500.00");
    expect(screen.getByText("Vedic Math, Class 3: 5 more seats")).toBeTruthy();
    expect(api.calls.find((call) => call.url.pathname === "/api/payments/quote")?.body).toEqual({
      kind: "renewal",
      courseId: "c-vedic",
      classNumber: 3,
      seats: 5,
    });
    await user.type(screen.getByRole("textbox", { name: "UTR number" }), "401234567891");
    await user.click(screen.getByRole("checkbox", { name: /non-refundable/ }));
    await user.click(screen.getByRole("button", { name: "Submit Payment Details" }));
    expect(await screen.findByRole("heading", { name: /Payment details submitted/ })).toBeTruthy();
    expect(api.calls.find((call) => call.url.pathname === "/api/school/renewcourse")?.body).toEqual({
      utrNumber: "401234567891",
      courseId: "c-vedic",
      classNumber: 3,
      seats: 5,
    });
  });

  it("refuses 0 seats", async () => {
    const user = userEvent.setup();
    fakePurchaseApi();
    renderRenew();
    await user.click(await screen.findByRole("radio", { name: /Vedic Math, Class 3/ }));
    await user.clear(screen.getByRole("textbox", { name: "Seats to add" }));
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    expect(await screen.findByText(MESSAGES.studentLimitInvalid)).toBeTruthy();
  });
});
