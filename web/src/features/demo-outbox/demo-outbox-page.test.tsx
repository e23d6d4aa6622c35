import { demoApi } from "@ganit/contracts";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TestProviders } from "@/lib/test-providers.tsx";
import { failure, on, serveApi } from "@/test/api-handlers.ts";
import DemoOutboxPage from "./demo-outbox-page.tsx";

const LINK =
  "http://localhost:3000/resetpassword?token=abc&username=office%40sunrise.example&email=office%40sunrise.example";

function renderPage() {
  render(
    <TestProviders>
      <MemoryRouter>
        <DemoOutboxPage />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe("/superadmin/demo-outbox", () => {
  it("lists the demo's mail, newest first, each link opening in a tab of its own", async () => {
    serveApi(
      on(demoApi.outbox, {
        data: [
          {
            _id: "m2",
            to: "office@sunrise.example",
            subject: "Welcome to Ganit: set your password",
            status: "pending",
            createdAt: "2026-11-24T06:30:00.000Z",
            text: `Set your password: ${LINK}`,
            links: [LINK],
          },
          {
            _id: "m1",
            to: "someone@school.example",
            subject: "Your payment was verified",
            status: "sent",
            createdAt: "2026-11-23T06:30:00.000Z",
            text: "Thank you.",
            links: [],
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const items = await screen.findAllByRole("listitem");
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole("heading", { name: "Welcome to Ganit: set your password" })).toBeTruthy();
    expect(within(first).getByText("Waiting")).toBeTruthy();
    expect(within(first).getByText(/^24-11-2026/)).toBeTruthy();
    const link = within(first).getByRole("link", {
      name: "Open link 1 of the mail to office@sunrise.example (new tab)",
    });
    expect(link.getAttribute("href")).toBe(LINK);
    expect(link.getAttribute("target")).toBe("_blank");
    // A fresh tab without this superadmin's session, as the school's own browser would be.
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(screen.getByText("No link in this mail.")).toBeTruthy();
    await user.click(within(first).getByText("Show the whole mail"));
    expect(within(first).getByText(`Set your password: ${LINK}`)).toBeTruthy();
  });

  it("says plainly that the page is for the demo when the server is none", async () => {
    serveApi(on(demoApi.outbox, failure(404, "notFound")));
    renderPage();
    expect(await screen.findByText(/This page works only in the demo/)).toBeTruthy();
  });
});
