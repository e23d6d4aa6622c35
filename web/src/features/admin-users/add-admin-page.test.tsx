import { MESSAGES, ROUTES, usersApi } from "@ganit/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { badGateway, fieldRefusalBody, networkError, on, rawReply } from "@/test/api-handlers.ts";
import { fillForm, refusedUnsent, sentOnce } from "@/test/forms.ts";
import AddAdminPage from "./add-admin-page.tsx";
import { fakeAdminApi, renderScreen } from "./test-api.tsx";

const renderAdd = () => renderScreen(ROUTES.superadminAddAdmin, <AddAdminPage />);
const password = () => screen.getByLabelText("Password", { exact: true });

/** Nisha Rao's details typed into the form, with `email`, and Add Admin pressed. */
async function submitAdmin(user: ReturnType<typeof userEvent.setup>, email = "nisha@ganit.test") {
  await fillForm(user, {
    Name: "Nisha Rao",
    "E-mail": email,
    "Phone (optional)": "98765 43210",
    Password: "Triangles-and-tea",
  });
  await user.click(screen.getByRole("button", { name: "Add Admin" }));
}

describe("/superadmin/addadmin", () => {
  it("ticks the length rule while the password is typed and says common passwords are refused", async () => {
    const user = userEvent.setup();
    renderAdd();
    const lengthRule = screen.getByText(/be 8 to 128 characters long/).closest("li");
    expect(lengthRule?.getAttribute("data-state")).toBe("open");
    expect(screen.getByText(/not be a common password/)).toBeTruthy();
    await user.type(password(), "1234567");
    expect(lengthRule?.getAttribute("data-state")).toBe("open");
    await user.type(password(), "8");
    expect(lengthRule?.getAttribute("data-state")).toBe("met");
    expect(password().getAttribute("aria-describedby")).toContain("rules");
  });

  it("checks the fields before calling the server", async () => {
    const user = userEvent.setup();
    const api = fakeAdminApi();
    renderAdd();
    await user.type(screen.getByRole("textbox", { name: "Phone (optional)" }), "12345");
    await refusedUnsent(
      user,
      "Add Admin",
      [MESSAGES.nameRequired, MESSAGES.emailRequired, MESSAGES.phoneInvalid, MESSAGES.passwordTooShort],
      api.calls,
    );
  });

  it("posts to /api/user/register and links to the new admin in the list", async () => {
    const user = userEvent.setup();
    const api = fakeAdminApi();
    renderAdd();
    await submitAdmin(user);
    await sentOnce(api.calls, MESSAGES.userRegistered, "/api/user/register", {
      name: "Nisha Rao",
      email: "nisha@ganit.test",
      phone: "98765 43210",
      password: "Triangles-and-tea",
    });
    expect(screen.getByRole("status").textContent).toContain(
      "Nisha Rao can now sign in with nisha@ganit.test",
    );
    expect(screen.getByRole("link", { name: "See them in the list" }).getAttribute("href")).toBe(
      "/superadmin/viewadmin?search=nisha%40ganit.test",
    );
    await user.click(screen.getByRole("button", { name: "Add another admin" }));
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveProperty("value", "");
  });

  it("shows the server's field errors under their fields", async () => {
    const user = userEvent.setup();
    fakeAdminApi(undefined, on(usersApi.register, rawReply(409, fieldRefusalBody("emailTaken", "email"))));
    renderAdd();
    await submitAdmin(user, "meera@ganit.test");
    const email = screen.getByRole("textbox", { name: "E-mail" });
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    const errorId = email.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(errorId)?.textContent).toBe(MESSAGES.emailTaken);
    expect(document.activeElement).toBe(email);
  });

  it("shows a problem without a field as a toast: the server's message, else the screen's fallback", async () => {
    const user = userEvent.setup();
    fakeAdminApi(undefined, on(usersApi.register, networkError));
    renderAdd();
    await submitAdmin(user);
    expect(await screen.findByText(MESSAGES.networkError)).toBeTruthy();

    fakeAdminApi(undefined, on(usersApi.register, badGateway));
    await user.click(screen.getByRole("button", { name: "Add Admin" }));
    expect(await screen.findByText("Failed to add admin")).toBeTruthy();
  });
});
