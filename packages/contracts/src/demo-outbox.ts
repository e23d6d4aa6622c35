import { z } from "zod";

/**
 * The demo's outbox (`npm run demo` only, never in production): the mail the platform wrote, newest
 * first, with the links in each, so "Register as School" can be followed to its set-password page in
 * the same browser. Only links into this Ganit are listed.
 */
export const DEMO_OUTBOX_LIMIT = 50;

export const demoMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** pending, sending, sent or failed (without SMTP_URL every mail stays pending). */
  status: z.string(),
  createdAt: z.string(),
  text: z.string(),
  links: z.array(z.string()),
});
export type DemoMail = z.infer<typeof demoMailSchema>;

export const demoOutboxResponseSchema = z.object({ data: z.array(demoMailSchema) });
export type DemoOutboxResponse = z.infer<typeof demoOutboxResponseSchema>;
