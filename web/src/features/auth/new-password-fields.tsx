import { msg, newPasswordSchema } from "@ganit/contracts";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";

/** A new password under `key` and its confirmation, which must match (the spec's mismatch message). */
export function confirmedPasswordSchema<K extends string>(key: K) {
  const shape = { [key]: newPasswordSchema, confirm: z.string().min(1, msg("fillAllFields")) } as {
    [P in K]: typeof newPasswordSchema;
  } & { confirm: z.ZodString };
  return z.object(shape).refine((values: Record<string, unknown>) => values[key] === values.confirm, {
    message: msg("passwordsDoNotMatch"),
    path: ["confirm"],
  });
}

type FieldProps = UseFormRegisterReturn & { error: string | undefined };

/**
 * Choosing a new password (first sign-in, reset): the account's username for password managers,
 * then the password, its confirmation and submit, all disabled while the request runs; `children`
 * follow the submit button.
 */
export function NewPasswordFields({
  username,
  busy,
  passwordField,
  confirmField,
  texts,
  children,
}: {
  username: string;
  busy: boolean;
  passwordField: FieldProps;
  confirmField: FieldProps;
  texts: { password: string; passwordHint: string; confirm: string; submit: string; submitting: string };
  children?: ReactNode;
}) {
  return (
    <>
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" autoComplete="username" value={username} readOnly />
      <fieldset disabled={busy} className="flex flex-col gap-5">
        <PasswordInput
          label={texts.password}
          hint={texts.passwordHint}
          autoComplete="new-password"
          required
          {...passwordField}
        />
        <PasswordInput label={texts.confirm} autoComplete="new-password" required {...confirmField} />
        <Button type="submit" size="lg" block loading={busy}>
          {busy ? texts.submitting : texts.submit}
        </Button>
        {children}
      </fieldset>
    </>
  );
}
