import {
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
import { AddPeopleScreen } from "@/components/add-people-form.tsx";
import type { UploadColumn } from "@/components/bulk-upload/parse-rows.ts";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { DateInput } from "@/components/ui/date-input.tsx";
import { Input } from "@/components/ui/input.tsx";
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

  const { form, field, errorOf, onSubmit, busy } = useApiForm({
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
    <AddPeopleScreen
      text={(key) => t(`add.${key}`)}
      listTo={ROUTES.schoolViewTeachers}
      done={
        added && (
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
        )
      }
      form={{ onSubmit, busy, nameField: field("name"), emailField: field("email") }}
      fields={
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
          <DateInput label={t("add.dob")} required control={form.control} name="dob" error={errorOf("dob")} />
        </div>
      }
      upload={{
        columns: TEACHER_TEMPLATE,
        rowSchema: teacherBulkRowSchema,
        sameRecordFields: ["email"],
        templateFileName: "teachers-template.xlsx",
        item: t("item"),
        counted: (count) => t("counted", { count }),
        // Every row passed teacherBulkRowSchema in the preview (nothing is sent otherwise).
        send: (rows) => bulk.mutateAsync({ teachers: rows as TeacherBulkRow[] }),
        onSaved: show,
      }}
    />
  );
}
