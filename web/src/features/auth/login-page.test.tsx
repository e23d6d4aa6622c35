import { usersApi } from "@ganit/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import i18n from "@/lib/i18n.ts";
import { answerFetch, messageReply, requestBody } from "@/lib/test-server.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { failure, on, serveApi } from "@/test/api-handlers.ts";
import { renderRoutes, TOAST_TEXT } from "@/test/render.tsx";
import LoginPage from "./login-page.tsx";

function renderLogin() {
  return renderRoutes(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/admindashboard", element: <h1>Admin dashboard</h1> },
      { path: "/studentdashboard", element: <h1>Student dashboard</h1> },
      { path: "/resetpassword", element: <h1>Reset</h1> },
    ],
    "/login",
  );
}

/** The form's words in each language: the two fields and the button. */
const FORM = {
  en: { username: "Username", password: "Password", login: "Login" },
  hi: { username: "यूज़रनेम", password: "पासवर्ड", login: "लॉग इन" },
};

/** Types the username and password and presses Login, in the page's `language`. */
async function signIn(
  user: ReturnType<typeof userEvent.setup>,
  username: string,
  password: string,
  language: keyof typeof FORM = "en",
) {
  await user.type(screen.getByLabelText(FORM[language].username), username);
  await user.type(screen.getByLabelText(FORM[language].password), password);
  await user.click(screen.getByRole("button", { name: FORM[language].login }));
}

describe("LoginPage", () => {
  it("asks for both fields before calling the server", async () => {
    const server = answerFetch({ status: 500, body: {} });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText("Username"), "admin@ganit.demo");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Please fill in all the fields", { selector: TOAST_TEXT })).toBeTruthy();
    expect(server).not.toHaveBeenCalled();
  });

  it("signs in and lands on the role's dashboard", async () => {
    const server = answerFetch({
      status: 200,
      body: { token: fakeToken("admin"), email: "admin@ganit.demo" },
    });
    const user = userEvent.setup();
    const router = renderLogin();
    await signIn(user, "admin@ganit.demo", "GanitDemo2025");
    expect(await screen.findByRole("heading", { name: "Admin dashboard" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admindashboard");
    expect(requestBody(server)).toEqual({ username: "admin@ganit.demo", password: "GanitDemo2025" });
    expect(sessionStorage.getItem("userEmail")).toBe("admin@ganit.demo");
  });

  it("toasts the server's message in the chosen language", async () => {
    await i18n.changeLanguage("hi");
    answerFetch(messageReply(401, "loginFailed"));
    const user = userEvent.setup();
    renderLogin();
    await signIn(user, "admin@ganit.demo", "wrong password", "hi");
    expect(await screen.findByText("गलत यूज़रनेम या पासवर्ड", { selector: TOAST_TEXT })).toBeTruthy();
  });

  it("says how long a held-back sign-in must wait, from the server's Retry-After, in both languages", async () => {
    serveApi(on(usersApi.login, failure(429, "tooManyAttempts", undefined, { "Retry-After": "840" })));
    const user = userEvent.setup();
    renderLogin();
    await signIn(user, "admin@ganit.demo", "wrong password");
    expect(
      await screen.findByText("Too many failed sign-in attempts. Please try again in 14 minutes.", {
        selector: TOAST_TEXT,
      }),
    ).toBeTruthy();

    await i18n.changeLanguage("hi");
    serveApi(on(usersApi.login, failure(429, "tooManyAttempts", undefined, { "Retry-After": "30" })));
    await user.click(screen.getByRole("button", { name: "लॉग इन" }));
    expect(
      await screen.findByText("साइन-इन के बहुत अधिक असफल प्रयास हुए। कृपया एक मिनट बाद फिर से कोशिश करें।", {
        selector: TOAST_TEXT,
      }),
    ).toBeTruthy();
    await i18n.changeLanguage("en");
  });

  it("skips the form when a token is already stored", async () => {
    sessionStorage.setItem("token", fakeToken("admin"));
    const router = renderLogin();
    expect(await screen.findByRole("heading", { name: "Admin dashboard" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admindashboard");
  });

  it("links Forgot password to /resetpassword", () => {
    renderLogin();
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/resetpassword",
    );
  });

  it("a one-time code turns the page into 'choose your password', which signs the child in", async () => {
    const server = answerFetch(messageReply(409, "firstSignInRequired"), {
      status: 200,
      body: { token: fakeToken("student"), email: "parent@example.in" },
    });
    const user = userEvent.setup();
    const router = renderLogin();
    await signIn(user, "asha4821", "K7QM-4XPA-9RTE");
    expect(await screen.findByRole("heading", { name: "Choose your password" })).toBeTruthy();
    // The step's form loads when it is needed.
    await user.type(await screen.findByLabelText("New password"), "Triangle-Square-7");
    await user.type(screen.getByLabelText("Confirm new password"), "Triangle-Square-7");
    await user.click(screen.getByRole("button", { name: "Save and sign in" }));
    expect(await screen.findByRole("heading", { name: "Student dashboard" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/studentdashboard");
    expect(requestBody(server, 1)).toEqual({
      username: "asha4821",
      code: "K7QM-4XPA-9RTE",
      newPassword: "Triangle-Square-7",
    });
  });

  it("shows the 'choose your password' step in Hindi too, and Back returns to the login", async () => {
    await i18n.changeLanguage("hi");
    answerFetch(messageReply(409, "firstSignInRequired"));
    const user = userEvent.setup();
    renderLogin();
    await signIn(user, "asha4821", "K7QM-4XPA-9RTE", "hi");
    expect(await screen.findByRole("heading", { name: "अपना पासवर्ड चुनें" })).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "लॉग इन पर वापस जाएँ" }));
    expect(await screen.findByRole("button", { name: "लॉग इन" })).toBeTruthy();
  });
});
