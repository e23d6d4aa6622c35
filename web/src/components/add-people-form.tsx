import { LIMITS } from "@ganit/contracts";
import type { FormEventHandler, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Link } from "react-router";
import type { BulkUploadPanelProps } from "@/components/bulk-upload/bulk-upload-panel.tsx";
import { LazyBulkUploadPanel } from "@/components/bulk-upload/lazy.tsx";
import { PageHeader } from "@/components/page-header.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";

/**
 * A school's Add screen (students, teachers): the heading with its link back to the list, the
 * one-person form (name and e-mail first, the screen's own fields, then submit) and the upload of a
 * sheet of them. Each screen keeps its own fields, its sheet's columns and what it shows once people
 * are added.
 */

type FieldProps<N extends string> = UseFormRegisterReturn<N> & { error: string | undefined };

/** The keys of a feature's `add` block that the form reads. */
export type AddFormKey = "formTitle" | "name" | "email" | "emailHint" | "submit" | "submitting";

/** The keys of a feature's `add` block that the screen reads. */
export type AddScreenKey = AddFormKey | "title" | "subtitle" | "viewList" | "bulkFailed";

/** The Add screen: heading, what was added (`done`), the one-person form and the sheet upload. */
export function AddPeopleScreen<Field extends string, Result>({
  text,
  listTo,
  done,
  form,
  fields,
  upload,
}: {
  text: (key: AddScreenKey) => string;
  listTo: string;
  done: ReactNode;
  form: Omit<AddPersonFormProps, "text" | "children">;
  /** The form's own fields, after name and e-mail. */
  fields: ReactNode;
  upload: Omit<BulkUploadPanelProps<Field, Result>, "maxRows" | "failedFallback">;
}) {
  return (
    <div className="container-page py-8 sm:py-12">
      <AddPageHeader
        title={text("title")}
        subtitle={text("subtitle")}
        listTo={listTo}
        listLabel={text("viewList")}
      />
      {done}
      {/* Stacked: the upload's preview needs the full width for its five columns. */}
      <div className="flex flex-col gap-6">
        <AddPersonForm {...form} text={text}>
          {fields}
        </AddPersonForm>
        <LazyBulkUploadPanel {...upload} maxRows={LIMITS.bulkRowsMax} failedFallback={text("bulkFailed")} />
      </div>
    </div>
  );
}

/** The Add screen's heading, with a link back to the list. */
function AddPageHeader({
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

type AddPersonFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  nameField: FieldProps<"name">;
  emailField: FieldProps<"email">;
  text: (key: AddFormKey) => string;
  children: ReactNode;
};

/** The form that adds one person: name, e-mail, the screen's own fields (`children`), submit. */
function AddPersonForm({ onSubmit, busy, nameField, emailField, text, children }: AddPersonFormProps) {
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
