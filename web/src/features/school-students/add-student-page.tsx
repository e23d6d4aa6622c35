import {
  LIMITS,
  ROUTES,
  type StudentBulkRow,
  studentAddRequestSchema,
  studentBulkRowSchema,
} from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { AddPeopleScreen } from "@/components/add-people-form.tsx";
import { DateInput } from "@/components/ui/date-input.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
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
    defaultValues: { name: "", email: "", dob: "", Class: "", section: "", fathername: "", phone: "" },
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
    <AddPeopleScreen
      text={(key) => t(`add.${key}`)}
      listTo={ROUTES.schoolViewStudents}
      done={issued.sheet}
      form={{ onSubmit, busy, nameField: field("name"), emailField: field("email") }}
      fields={
        <>
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
            label={t("add.section")}
            hint={t("add.sectionHint")}
            autoComplete="off"
            maxLength={LIMITS.sectionMax}
            {...field("section")}
          />
          <Input
            label={t("add.fathername")}
            required
            autoComplete="off"
            maxLength={120}
            {...field("fathername")}
          />
          <Input label={t("add.phone")} type="tel" inputMode="tel" autoComplete="off" {...field("phone")} />
        </>
      }
      upload={{
        columns: STUDENT_TEMPLATE,
        rowSchema: studentBulkRowSchema,
        sameRecordFields: SAME_STUDENT_FIELDS,
        templateFileName: "students-template.xlsx",
        item: t("item"),
        counted: (count) => t("counted", { count }),
        // Every row passed studentBulkRowSchema in the preview (nothing is sent otherwise).
        send: (rows) => bulk.mutateAsync({ students: rows as StudentBulkRow[] }),
        onSaved: issued.show,
      }}
    />
  );
}
