import { MESSAGES, parentsApi, ROUTES } from "@ganit/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { on, rawReply, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";
import ParentDashboardPage from "./parent-dashboard-page.tsx";

/** A parent who signed up with only a mobile number: no "mail me now", and the page says why. */
function renderDashboard(hasEmail: boolean) {
  serveApi(
    on(parentsApi.children, {
      items: [
        { id: "child-1", name: "Ravi Yadav", class: 7, section: null, schoolName: "Sunrise Public School" },
      ],
      settings: { language: "en", weeklySummary: true },
      hasEmail,
    }),
    on(parentsApi.childWeek, rawReply(404, { message: MESSAGES.notFound, key: "notFound" })),
  );
  renderSignedIn(fakeToken("parent", "Meena Yadav"), ROUTES.parentDashboard, <ParentDashboardPage />);
}

afterEach(() => setLanguage("en"));

describe("/parentdashboard without an e-mail", () => {
  it("hides the mail-now button and says why", async () => {
    renderDashboard(false);
    expect(
      await screen.findByText(/Your account has no e-mail, so no summary is mailed to you/),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Email me this week's summary now" })).toBeNull();
  });

  it("says it in Hindi", async () => {
    await setLanguage("hi");
    renderDashboard(false);
    expect(await screen.findByText(/आपके खाते में ई-मेल नहीं है/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "इस हफ़्ते का सार अभी ई-मेल करें" })).toBeNull();
  });

  it("with an e-mail the button is there", async () => {
    renderDashboard(true);
    expect(await screen.findByRole("button", { name: "Email me this week's summary now" })).toBeTruthy();
    expect(screen.queryByText(/Your account has no e-mail/)).toBeNull();
  });
});
