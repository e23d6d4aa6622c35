import { MESSAGES } from "@ganit/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import i18n from "@/lib/i18n.ts";
import { answerFetch } from "@/lib/test-server.ts";
import { fieldRefusalBody } from "@/test/api-handlers.ts";
import { errorOf, renderRoutes } from "@/test/render.tsx";
import { FirstSignInForm } from "./first-signin-form.tsx";
import "./i18n.ts";

function renderForm() {
  renderRoutes(
    [
      {
        path: "/login",
        element: <FirstSignInForm username="asha4821" code="K7QM-4XPA-9RTE" onBack={() => {}} />,
      },
    ],
    "/login",
  );
}

describe("FirstSignInForm", () => {
  for (const [language, password, confirm, submit, expected] of [
    ["en", "New password", "Confirm new password", "Save and sign in", MESSAGES.childPasswordTooPersonal],
    [
      "hi",
      "नया पासवर्ड",
      "नए पासवर्ड की पुष्टि करें",
      "सहेजें और साइन इन करें",
      "यह पासवर्ड तुम्हारे यूज़रनेम या गणित शब्द जैसा है। अपने पसंद के तीन शब्द लिखकर देखो, जैसे आम ढोल तारा।",
    ],
  ] as const) {
    it(`shows why a child's password was refused under the field (${language})`, async () => {
      await i18n.changeLanguage(language);
      answerFetch({ status: 400, body: fieldRefusalBody("childPasswordTooPersonal", "newPassword") });
      const user = userEvent.setup();
      renderForm();
      await user.type(screen.getByLabelText(password), "asha4821!");
      await user.type(screen.getByLabelText(confirm), "asha4821!");
      await user.click(screen.getByRole("button", { name: submit }));
      await waitFor(() => expect(errorOf(screen.getByLabelText(password))).toBe(expected));
      await i18n.changeLanguage("en");
    });
  }
});
