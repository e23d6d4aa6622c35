import {
  LIMITS,
  ROUTES,
  type StudentBulkRow,
  studentAddRequestSchema,
  studentBulkRowSchema,
} from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { AddPageHeader, AddPersonForm } from "@/components/add-people-form.tsx";
import { LazyBulkUploadPanel } from "@/components/bulk-upload/lazy.tsx";
import { DateInput } from "@/components/ui/date-input.tsx";
import { Input, Select } from "@/components/ui/index.ts";
import { useApiForm } from "@/lib/api-form.ts";
import { useAddStudent, useAddStudentsBulk } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { useIssuedSheet } from "./issued-sheet.tsx";
import { CLASS_NUMBERS, SAME_STUDENT_FIELDS, STUDENT_TEMPLATE } from "./student-columns.ts";

/** /school/addstudent: one student with the form, or many from a sheet; then their sign-in details. */
export default function AddStudentPage() {
  const { t } = useTranslation(NAMESPACE);
  // The sheet appears above the forms.
  const issued = useIssuedSheet();
  const bulk = useAddStudentsBulk();

  const { form, field, errorOf, onSubmit, busy } = useApiForm({
    schema: studentAddRequestSchema,
    defaultValues: { name: "", email: "", dob: "", Class: "", fathername: "", phone: "" },
    mutation: useAddStudent(),
    fallback: t("add.failed"),
    onSuccess: (reply) => {
      issued.show(reply);
      form.reset();
    },
  });

  const classOptions = CLASS_NUMBERS.map((number) => ({
    value: String(number),
    label: t("add.classOption", { class: number }),
  }));

  return (
    <div className="container-page py-8 sm:py-12">
      <AddPageHeader
        title={t("add.title")}
        subtitle={t("add.subtitle")}
        listTo={ROUTES.schoolViewStudents}
        listLabel={t("add.viewList")}
      />

      {issued.sheet}

      {/* Stacked: the upload's preview needs the full width for its five columns. */}
      <div className="flex flex-col gap-6">
        <AddPersonForm
          onSubmit={onSubmit}
          busy={busy}
          nameField={field("name")}
          emailField={field("email")}
          text={(key) => t(`add.${key}`)}
        >
          <div className="contents">
            <DateInput
              label={t("add.dob")}
              required
              control={form.control}
              name="dob"
              error={errorOf("dob")}
            />
            <Select
              label={t("add.class")}
              required
              placeholder={t("add.chooseClass")}
              options={classOptions}
              {...field("Class")}
            />
          </div>
          <Input
            label={t("add.fathername")}
            required
            autoComplete="off"
            maxLength={120}
            {...field("fathername")}
          />
          <Input label={t("add.phone")} type="tel" inputMode="tel" autoComplete="off" {...field("phone")} />
        </AddPersonForm>

        <LazyBulkUploadPanel
          columns={STUDENT_TEMPLATE}
          rowSchema={studentBulkRowSchema}
          sameRecordFields={SAME_STUDENT_FIELDS}
          maxRows={LIMITS.bulkRowsMax}
          templateFileName="students-template.xlsx"
          item={t("item")}
          counted={(count) => t("counted", { count })}
          // Every row passed studentBulkRowSchema in the preview (nothing is sent otherwise).
          send={(rows) => bulk.mutateAsync({ students: rows as StudentBulkRow[] })}
          failedFallback={t("add.bulkFailed")}
          onSaved={issued.show}
        />
      </div>
    </div>
  );
}
