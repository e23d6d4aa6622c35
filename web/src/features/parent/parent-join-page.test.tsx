import { MESSAGES, parentsApi, ROUTES, usersApi } from "@ganit/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { apiCalls, on, serveApi } from "@/test/api-handlers.ts";
import { fillForm } from "@/test/forms.ts";
import { errorOf, renderRoutes } from "@/test/render.tsx";
import ParentJoinPage from "./parent-join-page.tsx";

/** The join form with an e-mail, a mobile number, or neither (docs/adr/0734), in English and Hindi. */
function renderJoin() {
  serveApi(
    on(parentsApi.join, { message: MESSAGES.parentJoined, key: "parentJoined" }),
    on(usersApi.login, (call) => ({
      token: fakeToken("parent", "Meena Yadav"),
      email: String((call.body as { username: string }).username).includes("@") ? "meena@example.in" : "",
    })),
  );
  renderRoutes(
    [
      { path: ROUTES.parentJoin, element: <ParentJoinPage /> },
      { path: ROUTES.parentDashboard, element: <h1>Parent dashboard</h1> },
    ],
    ROUTES.parentJoin,
  );
}

const bodies = (path: string) =>
  apiCalls()
    .filter((call) => call.url.pathname === path)
    .map((call) => call.body as Record<string, unknown>);

afterEach(() => setLanguage("en"));

describe("/parentjoin: an e-mail or a mobile number", () => {
  const WAYS: {
    how: string;
    contact: Record<string, string>;
    joined: { email: string | null; phone: string | null };
    username: string;
  }[] = [
    {
      how: "only a mobile number, and signs in with it as 10 digits",
      contact: { "Your mobile number": "+91 98123-45670" },
      joined: { email: null, phone: "9812345670" },
      username: "9812345670",
    },
    {
      how: "only an e-mail, and signs in with it",
      contact: { "Your e-mail": "meena@example.in" },
      joined: { email: "meena@example.in", phone: null },
      username: "meena@example.in",
    },
  ];
  for (const { how, contact, joined, username } of WAYS)
    it(`joins with ${how}`, async () => {
      const user = userEvent.setup();
      renderJoin();
      expect(screen.getByText("Your e-mail or mobile number (at least one)")).toBeTruthy();
      await fillForm(user, {
        "Parent code": "ABCDE-FGH23",
        "Your name": "Meena Yadav",
        ...contact,
        "Choose a password": "Pythagoras-Theorem-47",
      });
      await user.click(screen.getByRole("button", { name: "Join" }));
      expect(await screen.findByRole("heading", { name: "Parent dashboard" })).toBeTruthy();
      expect(bodies(parentsApi.join.path)[0]).toMatchObject(joined);
      expect(bodies(usersApi.login.path)[0]).toMatchObject({ username });
    });

  it("asks for at least one, in Hindi, before calling the server; a Devanagari number will do", async () => {
    await setLanguage("hi");
    const user = userEvent.setup();
    renderJoin();
    await fillForm(user, {
      "अभिभावक कोड": "ABCDE-FGH23",
      "आपका नाम": "मीना यादव",
      "पासवर्ड चुनें": "Pythagoras-Theorem-47",
    });
    await user.click(screen.getByRole("button", { name: "जुड़ें" }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText("आपका ई-मेल"))).toBe("अपना ई-मेल या मोबाइल नंबर दें (कम से कम एक)"),
    );
    expect(bodies(parentsApi.join.path)).toEqual([]);
    await user.type(screen.getByLabelText("आपका मोबाइल नंबर"), "९८१२३४५६७०");
    await user.click(screen.getByRole("button", { name: "जुड़ें" }));
    expect(await screen.findByRole("heading", { name: "Parent dashboard" })).toBeTruthy();
    expect(bodies(parentsApi.join.path)[0]).toMatchObject({ phone: "9812345670" });
  });
});
