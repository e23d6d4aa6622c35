import {
  LIMITS,
  ROUTES,
  type StudentAddResponse,
  type StudentBulkRow,
  studentAddRequestSchema,
  studentBulkRowSchema,
} from "@ganit/contracts";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { AddPageHeader, AddPersonForm } from "@/components/add-people-form.tsx";
import type { Credential } from "@/components/bulk-upload/credentials-sheet.tsx";
import { LazyBulkUploadPanel, LazyCredentialsSheet } from "@/components/bulk-upload/lazy.tsx";
import { DateInput } from "@/components/ui/date-input.tsx";
import { Input, Select } from "@/components/ui/index.ts";
import { useApiForm } from "@/lib/api-form.ts";
import { longDate } from "@/lib/dates.ts";
import { translateMessage } from "@/lib/messages.ts";
import { useAddStudent, useAddStudentsBulk } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { CLASS_NUMBERS, SAME_STUDENT_FIELDS, STUDENT_TEMPLATE } from "./student-columns.ts";

type Issued = { credentials: Credential[]; expiresAt: string };

const toIssued = (reply: StudentAddResponse): Issued => ({
  credentials: reply.credentials.map((entry) => ({
    name: entry.name,
    class: entry.class,
    rollNumber: entry.rollNumber,
    username: entry.username,
    code: entry.oneTimeCode,
  })),
  expiresAt: reply.codesExpireAt,
});

/** /school/addstudent: one student with the form, or many from a sheet; then their sign-in details. */
export default function AddStudentPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [issued, setIssued] = useState<Issued | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const bulk = useAddStudentsBulk();

  const show = (reply: StudentAddResponse) => {
    toast.success(translateMessage(reply));
    setIssued(toIssued(reply));
    // The sheet appears above the forms: bring it into view, it is what the office needs next.
    requestAnimationFrame(() => sheet.current?.scrollIntoView?.({ behavior: "smooth", block: "start" }));
  };

  const { form, field, errorOf, onSubmit, busy } = useApiForm({
    schema: studentAddRequestSchema,
    defaultValues: { name: "", email: "", dob: "", Class: "", fathername: "", phone: "" },
    mutation: useAddStudent(),
    fallback: t("add.failed"),
    onSuccess: (reply) => {
      show(reply);
      form.reset();
    },
  });

  const classOptions = CLASS_NUMBERS.map((number) => ({
    value: String(number),
    label: t("add.classOption", { class: number }),
  }));
  const expires = issued ? longDate(issued.expiresAt, i18n.language) : "";

  return (
    <div className="container-page py-8 sm:py-12">
      <AddPageHeader
        title={t("add.title")}
        subtitle={t("add.subtitle")}
        listTo={ROUTES.schoolViewStudents}
        listLabel={t("add.viewList")}
      />

      {issued && (
        <div ref={sheet} className="mb-6 scroll-mt-24">
          <LazyCredentialsSheet
            credentials={issued.credentials}
            item={t("item")}
            fileName="student-sign-in-details.xlsx"
            footnote={t("add.codesExpire", { date: expires })}
          />
        </div>
      )}

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
          onSaved={show}
        />
      </div>
    </div>
  );
}
