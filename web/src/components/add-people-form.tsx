import type { FormEventHandler, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";

/**
 * The pieces a school's Add screens (students, teachers) share: the heading with its link back to
 * the list, and the one-person form (name and e-mail first, the screen's own fields, then submit).
 * Each screen keeps its own fields, its bulk upload and what it shows once people are added.
 */

type FieldProps<N extends string> = UseFormRegisterReturn<N> & { error: string | undefined };

/** The keys of a feature's `add` block that the form reads. */
export type AddFormKey = "formTitle" | "name" | "email" | "emailHint" | "submit" | "submitting";

/** The Add screen's heading, with a link back to the list. */
export function AddPageHeader({
  title,
  subtitle,
  listTo,
  listLabel,
}: {
  title: string;
  subtitle: string;
  listTo: string;
  listLabel: string;
}) {
  return (
    <PageHeader title={title} subtitle={subtitle}>
      <Link to={listTo} className={buttonClasses({ variant: "secondary" })}>
        {listLabel}
      </Link>
    </PageHeader>
  );
}

/** The form that adds one person: name, e-mail, the screen's own fields (`children`), submit. */
export function AddPersonForm({
  onSubmit,
  busy,
  nameField,
  emailField,
  text,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  nameField: FieldProps<"name">;
  emailField: FieldProps<"email">;
  text: (key: AddFormKey) => string;
  children: ReactNode;
}) {
  return (
    <Card title={text("formTitle")} className="max-w-3xl">
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
          <Input label={text("name")} required autoComplete="off" maxLength={120} {...nameField} />
          <Input
            label={text("email")}
            type="email"
            required
            autoComplete="off"
            inputMode="email"
            hint={text("emailHint")}
            {...emailField}
          />
          {children}
          <Button type="submit" loading={busy} className="justify-self-start sm:col-span-2">
            {busy ? text("submitting") : text("submit")}
          </Button>
        </fieldset>
      </form>
    </Card>
  );
}
