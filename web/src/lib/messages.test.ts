import { LIMITS, MESSAGE_TEMPLATES, MESSAGES, type MessageKey, msg } from "@ganit/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "./api.ts";
import i18n from "./i18n.ts";
import { messagesHi } from "./i18n-messages.ts";
import { apiErrorMessage, errorReply, translateMessage } from "./messages.ts";

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("translateMessage", () => {
  afterEach(() => i18n.changeLanguage("en"));

  it("gives every key the API's English text, limits filled in", () => {
    for (const key of Object.keys(MESSAGE_TEMPLATES) as MessageKey[]) {
      expect(translateMessage(key)).toBe(MESSAGES[key]);
    }
    expect(translateMessage("passwordTooShort")).toBe(
      `Password must be at least ${LIMITS.passwordMin} characters`,
    );
  });

  it("fills the parameters of a reference", async () => {
    expect(translateMessage(msg("textTooLong", { max: 120 }))).toBe("At most 120 characters");
    await i18n.changeLanguage("hi");
    expect(translateMessage(msg("textTooLong", { max: 120 }))).toBe("अधिकतम 120 अक्षर");
    expect(translateMessage("passwordTooShort")).toBe(
      `पासवर्ड कम से कम ${LIMITS.passwordMin} अक्षरों का होना चाहिए`,
    );
  });

  it("translates a reply by its key and shows other text as it came", async () => {
    await i18n.changeLanguage("hi");
    expect(translateMessage({ message: MESSAGES.emailTaken, key: "emailTaken" })).toBe(messagesHi.emailTaken);
    expect(translateMessage({ message: "Something else", key: "noSuchKey" })).toBe("Something else");
    expect(translateMessage("Invalid input: expected string")).toBe("Invalid input: expected string");
    expect(translateMessage(undefined)).toBe("");
  });

  it("has Hindi for every message, with the same {{values}} as the English", () => {
    for (const key of Object.keys(MESSAGE_TEMPLATES) as MessageKey[]) {
      expect(messagesHi[key], key).toBeTruthy();
      expect(placeholders(messagesHi[key]), key).toEqual(placeholders(MESSAGE_TEMPLATES[key]));
    }
  });
});

describe("apiErrorMessage", () => {
  it("shows the server's message, translated, else the screen's fallback", async () => {
    const failure = new ApiError(401, { message: MESSAGES.loginFailed, key: "loginFailed" });
    expect(apiErrorMessage(failure, "Login failed")).toBe(MESSAGES.loginFailed);
    expect(apiErrorMessage(new ApiError(502, { message: "Bad Gateway" }), "Login failed")).toBe(
      "Login failed",
    );
    expect(apiErrorMessage(new Error("boom"), "Login failed")).toBe("Login failed");
    expect(errorReply(failure, "x")).toEqual({ message: MESSAGES.loginFailed, key: "loginFailed" });
    await i18n.changeLanguage("hi");
    expect(apiErrorMessage(failure, "x")).toBe("गलत यूज़रनेम या पासवर्ड");
  });
});
