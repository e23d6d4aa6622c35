import { zodResolver } from "@hookform/resolvers/zod";
import type { UseMutationResult } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { ApiError } from "./api.ts";
import { apiErrorMessage, translateMessage } from "./messages.ts";

/**
 * Puts the field messages of a failed request under the form's own fields with `setError`: for each
 * path of the reply's `fieldKeys` (message references; `fields`, English, where a path has no key)
 * that is a field of the form (one with a default value). The message stays a reference and is
 * translated where it is shown, so switching the language translates it too. Returns the paths that
 * landed, in the server's order; none when the error is no ApiError or names no field of the form.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError" | "getValues">,
  error: unknown,
): FieldPath<T>[] {
  if (!(error instanceof ApiError)) return [];
  const paths = new Set([...Object.keys(error.fieldKeys ?? {}), ...Object.keys(error.fields ?? {})]);
  const landed: FieldPath<T>[] = [];
  for (const path of paths) {
    const name = path as FieldPath<T>;
    if (form.getValues(name) === undefined) continue;
    const message = error.fieldKeys?.[path] ?? error.fields?.[path] ?? "";
    form.setError(name, { type: "server", message });
    landed.push(name);
  }
  return landed;
}

/** The message reference of the first failing field (zod reports fields in the schema's order). */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) if (typeof error?.message === "string") return error.message;
  return undefined;
}

// A zod object schema whose input is what the form holds and whose output is what it submits.
type FormSchema = z.ZodType<FieldValues, FieldValues>;
type In<S extends FormSchema> = z.input<S>;
type Out<S extends FormSchema> = z.output<S>;

export type ApiFormOptions<S extends FormSchema, TData, TVariables> = {
  /** Validates the form (usually a schema of @ganit/contracts); its messages are message references. */
  schema: S;
  defaultValues: DefaultValues<In<S>>;
  /** The feature's `useMutation` hook result (features/<area>/api.ts). */
  mutation: UseMutationResult<TData, Error, TVariables>;
  /** The screen's text for a failure the server did not explain (the spec's fallbacks), translated. */
  fallback: string;
  onSuccess?: (data: TData, values: Out<S>) => void;
  /**
   * After a failure was shown: under its fields (`onFields` lists them) or, when it names none of
   * them, as an error toast. For what a screen adds, such as an inline message.
   */
  onError?: (error: unknown, shown: { onFields: FieldPath<In<S>>[] }) => void;
  /** When the form's own rules fail (their messages already show under the fields). */
  onInvalid?: (errors: FieldErrors<In<S>>) => void;
} & RequestOption<Out<S>, TVariables>;

/**
 * `toRequest` builds the request from the form's values. It may be left out only when the values
 * are the request as they are.
 */
type RequestOption<TValues, TVariables> = [TValues] extends [TVariables]
  ? { toRequest?: (values: TValues) => TVariables }
  : { toRequest: (values: TValues) => TVariables };

export type ApiForm<S extends FormSchema> = {
  /** The react-hook-form instance (validated by the schema through zodResolver). */
  form: UseFormReturn<In<S>, unknown, Out<S>>;
  /** `register(name)` plus the field's error, translated: `<Input label={…} {...field("email")} />`. */
  field: <N extends FieldPath<In<S>>>(name: N) => UseFormRegisterReturn<N> & { error: string | undefined };
  /** The field's error in the current language (from the schema or the server), if any. */
  errorOf: (name: FieldPath<In<S>>) => string | undefined;
  /** The form's onSubmit: validates, then runs the mutation. */
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** True while validating or waiting for the server: disable the fieldset, label the button. */
  busy: boolean;
};

/**
 * The one form template: a react-hook-form validated by a zod schema, submitted through a
 * TanStack mutation. A failure the server ties to fields (`{fieldKeys}`) shows under those fields,
 * translated, and the first of them gets focus; any other failure is an error toast with the
 * server's message (translated) or the screen's fallback.
 *
 *     const changePassword = useChangePassword();
 *     const { field, onSubmit, busy } = useApiForm({
 *       schema: changePasswordFormSchema,
 *       defaultValues: { currentPassword: "", newPassword: "" },
 *       mutation: changePassword,
 *       toRequest: (values) => ({ username, ...values }),
 *       fallback: t("password.failed"),
 *       onSuccess: (reply) => toast.success(translateMessage(reply)),
 *     });
 *     <form noValidate onSubmit={onSubmit}><PasswordInput label={…} {...field("newPassword")} /></form>
 */
export function useApiForm<S extends FormSchema, TData, TVariables>(
  options: ApiFormOptions<S, TData, TVariables>,
): ApiForm<S> {
  const form = useForm<In<S>, unknown, Out<S>>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
  });
  const busy = form.formState.isSubmitting || options.mutation.isPending;
  // Errors are kept as message references and translated when shown: re-render on a language switch.
  useTranslation();

  // Focus the first field the server complained about once the fieldset is enabled again.
  const focusAfterSubmit = useRef<FieldPath<In<S>> | null>(null);
  useEffect(() => {
    if (busy || !focusAfterSubmit.current) return;
    form.setFocus(focusAfterSubmit.current);
    focusAfterSubmit.current = null;
  }, [busy, form]);

  const submit = async (values: Out<S>) => {
    // Both shapes of RequestOption hold this one; TypeScript cannot see it through the condition.
    const { toRequest = (same: Out<S>) => same as unknown as TVariables } = options as {
      toRequest?: (values: Out<S>) => TVariables;
    };
    try {
      const data = await options.mutation.mutateAsync(toRequest(values));
      options.onSuccess?.(data, values);
    } catch (error) {
      const onFields = applyServerErrors(form, error);
      if (onFields[0]) focusAfterSubmit.current = onFields[0];
      else toast.error(apiErrorMessage(error, options.fallback));
      options.onError?.(error, { onFields });
    }
  };

  const errorOf = (name: FieldPath<In<S>>) =>
    translateMessage(form.getFieldState(name, form.formState).error?.message) || undefined;

  return {
    form,
    field: (name) => ({ ...form.register(name), error: errorOf(name) }),
    errorOf,
    onSubmit: form.handleSubmit(submit, options.onInvalid),
    busy,
  };
}
