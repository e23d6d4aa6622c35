import {
  LIMITS,
  ROUTES,
  type TeacherAddResponse,
  type TeacherBulkRow,
  teacherAddRequestSchema,
  teacherBulkRowSchema,
} from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { LazyBulkUploadPanel } from "@/components/bulk-upload/lazy.tsx";
import type { UploadColumn } from "@/components/bulk-upload/parse-rows.ts";
import { PageHeader } from "@/components/page-header.tsx";
import { Button, buttonClasses, Card, Input } from "@/components/ui/index.ts";
import { useApiForm } from "@/lib/api-form.ts";
import { translateMessage } from "@/lib/messages.ts";
import { useAddTeacher, useAddTeachersBulk } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

/** The upload template, exactly the spec's headings: name, email, mobile, dob (DD-MM-YYYY). */
export const TEACHER_TEMPLATE: readonly UploadColumn<keyof Omit<TeacherBulkRow, "row">>[] = [
  { field: "name", header: "name", width: 28 },
  { field: "email", header: "email", width: 32 },
  { field: "mobile", header: "mobile", width: 14 },
  { field: "dob", header: "dob (DD-MM-YYYY)", kind: "date", width: 18 },
];

/** /school/addteacher: one teacher with the form, or many from a sheet; each is mailed a set-password link. */
export default function AddTeacherPage() {
  const { t } = useTranslation(NAMESPACE);
  const [added, setAdded] = useState<TeacherAddResponse | null>(null);
  const bulk = useAddTeachersBulk();

  const show = (reply: TeacherAddResponse) => {
    toast.success(translateMessage(reply));
    setAdded(reply);
  };

  const { form, field, onSubmit, busy } = useApiForm({
    schema: teacherAddRequestSchema,
    defaultValues: { name: "", email: "", mobile: "", dob: "" },
    mutation: useAddTeacher(),
    fallback: t("add.failed"),
    onSuccess: (reply) => {
      show(reply);
      form.reset();
    },
  });

  const first = added?.teachers[0];

  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader title={t("add.title")} subtitle={t("add.subtitle")}>
        <Link to={ROUTES.schoolViewTeachers} className={buttonClasses({ variant: "secondary" })}>
          {t("add.viewList")}
        </Link>
      </PageHeader>

      {added && (
        <Card tone="brand" title={t("add.doneTitle")} className="mb-6">
          <p role="status" className="text-lead">
            {added.count === 1 && first
              ? t("add.doneText", { name: first.name, email: first.email })
              : t("add.doneMany", { count: added.count })}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={ROUTES.schoolViewTeachers} className={buttonClasses()}>
              {t("add.viewList")}
            </Link>
            <Button variant="secondary" onClick={() => setAdded(null)}>
              {t("add.submit")}
            </Button>
          </div>
        </Card>
      )}

      {/* Stacked: the upload's preview needs the full width for its five columns. */}
      <div className="flex flex-col gap-6">
        <Card title={t("add.formTitle")} className="max-w-3xl">
          <form noValidate onSubmit={onSubmit}>
            <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
              <Input label={t("add.name")} required autoComplete="off" maxLength={120} {...field("name")} />
              <Input
                label={t("add.email")}
                type="email"
                required
                autoComplete="off"
                inputMode="email"
                hint={t("add.emailHint")}
                {...field("email")}
              />
              <div className="contents">
                <Input
                  label={t("add.mobile")}
                  type="tel"
                  required
                  inputMode="tel"
                  autoComplete="off"
                  hint={t("add.mobileHint")}
                  {...field("mobile")}
                />
                <Input label={t("add.dob")} type="date" required {...field("dob")} />
              </div>
              <Button type="submit" loading={busy} className="justify-self-start sm:col-span-2">
                {busy ? t("add.submitting") : t("add.submit")}
              </Button>
            </fieldset>
          </form>
        </Card>

        <LazyBulkUploadPanel
          columns={TEACHER_TEMPLATE}
          rowSchema={teacherBulkRowSchema}
          sameRecordFields={["email"]}
          maxRows={LIMITS.bulkRowsMax}
          templateFileName="teachers-template.xlsx"
          item={t("item")}
          items={t("items")}
          // Every row passed teacherBulkRowSchema in the preview (nothing is sent otherwise).
          send={(rows) => bulk.mutateAsync({ teachers: rows as TeacherBulkRow[] })}
          failedFallback={t("add.bulkFailed")}
          onSaved={show}
        />
      </div>
    </div>
  );
}
