import { API, forgotPasswordRequestSchema, type MessageResponse, ROUTES } from "@ganit/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { Button, Input } from "@/components/ui/index.ts";
import { ApiError, apiFetch } from "@/lib/api.ts";
import { translateServerMessage } from "@/lib/i18n.ts";
import { isSuccessMessage, ServerMessage } from "./server-message.tsx";

type ForgotValues = z.input<typeof forgotPasswordRequestSchema>;

/** Forgot Password: asks for the username and mails a reset link. */
export function ForgotPasswordForm() {
  const { t } = useTranslation("auth");
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting, errors },
  } = useForm<ForgotValues>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { username: "" },
  });

  const onValid = async (values: ForgotValues) => {
    setMessage(null);
    try {
      const response = await apiFetch<MessageResponse>(API.forgotPassword, { body: values });
      setMessage(response.message);
      toast.success(translateServerMessage(response.message));
    } catch (error) {
      const text = error instanceof ApiError && error.message ? error.message : t("forgot.failed");
      setMessage(text);
      (isSuccessMessage(text) ? toast.success : toast.error)(translateServerMessage(text));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-5">
        <Input
          label={t("forgot.username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.username?.message && translateServerMessage(errors.username.message)}
          {...register("username")}
        />
        <Button type="submit" size="lg" block loading={isSubmitting}>
          {isSubmitting ? t("forgot.submitting") : t("forgot.submit")}
        </Button>
      </fieldset>
      <ServerMessage message={message} />
      <p className="mt-6 text-center">
        <Link to={ROUTES.login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t("forgot.backToLogin")}
        </Link>
      </p>
    </form>
  );
}
