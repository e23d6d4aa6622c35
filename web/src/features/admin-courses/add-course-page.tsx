import { ROUTES } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { buttonClasses } from "@/components/ui/index.ts";
import { translateMessage } from "@/lib/messages.ts";
import { useAddCourse } from "./course-api.ts";
import { emptyDraft } from "./course-draft.ts";
import { CourseForm } from "./course-form.tsx";
import { NAMESPACE } from "./i18n.ts";

/** /admin/addcourse: Create New Course. After saving, the course list, where the new course shows. */
export default function AddCoursePage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const add = useAddCourse();
  const [initial] = useState(emptyDraft);
  return (
    <div className="container-page max-w-5xl py-8 sm:py-12">
      <header className="mb-6">
        <h1 className="text-h1 font-extrabold">{t("form.addTitle")}</h1>
        <p className="mt-1 max-w-2xl text-lead text-ink-muted">{t("form.addSubtitle")}</p>
      </header>
      <CourseForm
        mode="add"
        initial={initial}
        save={async (request) => {
          const reply = await add.mutateAsync(request);
          toast.success(translateMessage(reply));
        }}
        fallback={t("courseAddFailed", { ns: "messages" })}
        onSaved={() => navigate(ROUTES.adminDeleteCourse)}
        footer={
          <Link to={ROUTES.adminDashboard} className={buttonClasses({ variant: "ghost" })}>
            {t("form.cancel")}
          </Link>
        }
      />
    </div>
  );
}
