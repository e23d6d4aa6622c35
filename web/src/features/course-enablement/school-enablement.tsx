import { type EnablementKind, ROUTES } from "@ganit/contracts";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { ConfirmDeleteDialog, confirmTexts } from "@/components/confirm-delete-dialog.tsx";
import { ReasonDialog } from "@/components/reason-dialog.tsx";
import { LoadErrorCard, reasonDialogTexts, toastOutcome } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { LoadingNote } from "@/components/ui/spinner.tsx";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { AddCourseForm } from "./add-course-form.tsx";
import {
  useEnabledCourses,
  useEnablementSchool,
  useRejectPurchase,
  useRemoveClass,
  useRemoveCourse,
  useUpdateClass,
} from "./api.ts";
import { EditClassDialog } from "./edit-class-dialog.tsx";
import {
  type ClassTarget,
  type CourseTarget,
  classKey,
  EnabledCoursesSection,
  type SectionActions,
} from "./enabled-courses-section.tsx";
import { NAMESPACE } from "./i18n.ts";
import { StatusPill } from "./school-status-badge.tsx";

/** The path parameters of a class. */
const ref = (target: ClassTarget) => ({
  kind: target.kind,
  courseId: target.course._id,
  classNumber: target.detail.classNumber,
});

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** One school's course enablement: its header, School Courses, Student Courses and the Add Course form. */
export function SchoolEnablement({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const tm = (key: "enableLoadFailed" | "classRemoveFailed" | "courseRemoveFailed" | "classUpdateFailed") =>
    t(key, { ns: "messages" });
  const school = useEnablementSchool(schoolId);
  const forSchool = useEnabledCourses(schoolId, "school");
  const forStudents = useEnabledCourses(schoolId, "students");
  const update = useUpdateClass(schoolId);
  const removeClass = useRemoveClass(schoolId);
  const removeCourse = useRemoveCourse(schoolId);
  const reject = useRejectPurchase(schoolId);

  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ClassTarget | null>(null);
  const [rejecting, setRejecting] = useState<ClassTarget | null>(null);
  const [classToRemove, setClassToRemove] = useState<ClassTarget | null>(null);
  const [courseToRemove, setCourseToRemove] = useState<CourseTarget | null>(null);

  const queries = [school, forSchool, forStudents];
  const failed = queries.find((query) => query.isError);
  const loadError = failed ? apiErrorMessage(failed.error, tm("enableLoadFailed")) : null;
  useEffect(() => {
    if (loadError) toast.error(loadError, { id: "enablement-load" });
  }, [loadError]);

  const busyKey =
    update.isPending && update.variables
      ? classKey(update.variables.kind, update.variables.courseId, update.variables.classNumber)
      : null;

  const actions = useMemo<SectionActions>(
    () => ({
      busyKey,
      onApprove: (target) =>
        update.mutate(
          { ...ref(target), body: { status: "active" } },
          toastOutcome(t("classUpdateFailed", { ns: "messages" })),
        ),
      onReject: setRejecting,
      onEdit: setEditing,
      onRemoveClass: setClassToRemove,
      onRemoveCourse: setCourseToRemove,
    }),
    [busyKey, update.mutate, t],
  );

  if (loadError && !(school.data && forSchool.data && forStudents.data)) {
    return (
      <div className="container-page py-8 sm:py-12">
        <LoadErrorCard
          title={t("header.title")}
          message={loadError}
          retryLabel={t("retry")}
          onRetry={() => {
            for (const query of queries) void query.refetch();
          }}
        />
      </div>
    );
  }
  if (!school.data || !forSchool.data || !forStudents.data) {
    return (
      <div className="container-page py-8 sm:py-12">
        <LoadingNote label={t("loading")} />
      </div>
    );
  }

  const data = school.data;
  const enabled: Record<EnablementKind, typeof forSchool.data> = {
    school: forSchool.data,
    students: forStudents.data,
  };

  return (
    <div className="container-page py-8 sm:py-12">
      <nav aria-label={t("header.title")} className="mb-4 flex flex-wrap gap-4">
        <Link to={ROUTES.superadminAddCourses} className={linkClass}>
          ← {t("header.back")}
        </Link>
        <Link to={ROUTES.superadminPayments} className={linkClass}>
          {t("header.payments")}
        </Link>
      </nav>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-caption font-bold text-brand-700 uppercase">{t("header.title")}</p>
          <h1 className="text-h1 font-extrabold">{data.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-ink-muted">
            <span>{t("header.udisc", { code: data.udiscCode })}</span>
            <span>{t("header.place", { city: data.city, district: data.district, state: data.state })}</span>
            <StatusPill status={data.status} />
          </p>
        </div>
        <Button
          aria-expanded={adding}
          onClick={() => setAdding(!adding)}
          variant={adding ? "secondary" : "primary"}
        >
          {adding ? t("add.hide") : t("add.show")}
        </Button>
      </header>

      {adding && <AddCourseForm schoolId={schoolId} enabled={enabled} onClose={() => setAdding(false)} />}

      {/* grid-cols-1 (minmax(0, 1fr)): the class tables scroll inside their box on a phone, not the page. */}
      <div className="mt-6 grid grid-cols-1 gap-6">
        <EnabledCoursesSection kind="school" courses={enabled.school} actions={actions} />
        <EnabledCoursesSection kind="students" courses={enabled.students} actions={actions} />
      </div>

      <EditClassDialog
        target={editing}
        busy={update.isPending}
        onCancel={() => setEditing(null)}
        onSave={(target, body) =>
          update.mutate(
            { ...ref(target), body },
            {
              onSuccess: (reply) => {
                toast.success(translateMessage(reply));
                setEditing(null);
              },
              onError: (error) => toast.error(apiErrorMessage(error, tm("classUpdateFailed"))),
            },
          )
        }
      />

      <ReasonDialog
        target={rejecting}
        busy={reject.isPending}
        texts={reasonDialogTexts((key) => t(`reject.${key}`), {
          description: rejecting
            ? t("reject.description", { n: rejecting.detail.classNumber, course: rejecting.course.name })
            : "",
          required: t("rejectionReasonRequired", { ns: "messages" }),
        })}
        onCancel={() => setRejecting(null)}
        onConfirm={(target, reason) => {
          if (!target.detail.pendingPurchaseId) return;
          reject.mutate(
            { purchaseId: target.detail.pendingPurchaseId, body: { reason } },
            toastOutcome(t("paymentDecisionFailed", { ns: "messages" }), () => setRejecting(null)),
          );
        }}
      />

      <ConfirmDeleteDialog
        target={classToRemove}
        busy={removeClass.isPending}
        texts={confirmTexts((key) => t(key === "title" ? "confirm.removeClass" : `confirm.${key}`))}
        describe={(target) =>
          t("confirm.removeClassOf", { n: target.detail.classNumber, course: target.course.name })
        }
        onCancel={() => setClassToRemove(null)}
        onConfirm={(target) =>
          removeClass.mutate(
            ref(target),
            toastOutcome(tm("classRemoveFailed"), () => setClassToRemove(null)),
          )
        }
      />

      <ConfirmDeleteDialog
        target={courseToRemove}
        busy={removeCourse.isPending}
        texts={confirmTexts((key) => t(key === "title" ? "confirm.removeCourse" : `confirm.${key}`))}
        describe={(target) => t("confirm.removeCourseOf", { course: target.course.name })}
        onCancel={() => setCourseToRemove(null)}
        onConfirm={(target) =>
          removeCourse.mutate(
            { kind: target.kind, courseId: target.course._id },
            toastOutcome(tm("courseRemoveFailed"), () => setCourseToRemove(null)),
          )
        }
      />
    </div>
  );
}
