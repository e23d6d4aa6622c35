import { LIMITS } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import i18n from "@/lib/i18n.ts";
import { NAMESPACE } from "./i18n.ts";

describe("texts that quote a limit", () => {
  it("state the password length the contracts enforce, in English and Hindi", () => {
    expect(i18n.t("add.ruleLength", { ns: NAMESPACE, lng: "en" })).toBe(
      `be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters long`,
    );
    expect(i18n.t("add.ruleLength", { ns: NAMESPACE, lng: "hi" })).toBe(
      `${LIMITS.passwordMin} से ${LIMITS.passwordMax} अक्षरों का हो`,
    );
  });
});
