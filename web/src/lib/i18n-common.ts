import { MESSAGES } from "@ganit/contracts";

/** Texts every screen shares: header, footer, menus, generic buttons, and server messages. */
export const commonEn = {
  brand: "Ganit",
  tagline: "Math made fun",
  loading: "Loading…",
  language: "Language",
  footer: { copyright: "© 2025 Ganit. All rights reserved." },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const commonHi: Shape<typeof commonEn> & { serverMessages: Record<string, string> } = {
  brand: "गणित",
  tagline: "गणित बने मज़ेदार",
  loading: "लोड हो रहा है…",
  language: "भाषा",
  footer: { copyright: "© 2025 गणित। सर्वाधिकार सुरक्षित।" },
  serverMessages: {
    [MESSAGES.loginFailed]: "गलत यूज़रनेम या पासवर्ड",
  },
};
