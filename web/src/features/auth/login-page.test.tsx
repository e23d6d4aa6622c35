import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "@/lib/auth.tsx";
import { fakeToken } from "@/lib/test-tokens.ts";
import LoginPage from "./login-page.tsx";

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/admindashboard", element: <h1>Admin dashboard</h1> },
      { path: "/resetpassword", element: <h1>Reset</h1> },
    ],
    { initialEntries: ["/login"] },
  );
  render(
    <AuthProvider>
      <RouterProvider router={router} />
      <Toaster />
    </AuthProvider>,
  );
  return router;
}

describe("LoginPage", () => {
  it("asks for both fields before calling the server", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText("Username"), "admin@ganit.demo");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Please fill in all the fields")).toBeTruthy();
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
});
