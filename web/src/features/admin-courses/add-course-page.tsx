import { ROUTES } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { DashboardHeader } from "@/components/dashboard.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
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
      <DashboardHeader title={t("form.addTitle")} subtitle={t("form.addSubtitle")} />
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
