import { z } from "zod";

/** Every error the API returns has this shape; validation errors add the failing fields. */
export const errorResponseSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal("ok") });

/** Trimmed, non-empty text. `required` is the message shown when it is missing. */
export const requiredText = (max: number, required = "This field is required") =>
  z.string({ error: required }).trim().min(1, required).max(max, `At most ${max} characters`);
