import type { Teacher } from "@ganit/contracts";
import { ROUTES, TEACHERS_FILTERS, TEACHERS_LIST, teachersQuerySchema } from "@ganit/contracts";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAccountStatusOptions } from "@/components/list-filter-selects.tsx";
import { ListFilterSelect, useListLoadError } from "@/components/list-page.tsx";
import { PeopleListScreen } from "@/components/people-list-screen.tsx";
import { toastOutcome } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { useListParams } from "@/lib/use-list-params.ts";
import { useActivateTeacher, useHoldTeacher, useTeachers } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

// The class dialogs load after the list has drawn: the list's first visit carries neither.
const TeacherClassesDialog = lazy(() =>
  import("./teacher-classes-dialog.tsx").then((m) => ({ default: m.TeacherClassesDialog })),
);
const BulkTeacherClassesDialog = lazy(() =>
  import("./teacher-classes-dialog.tsx").then((m) => ({ default: m.BulkTeacherClassesDialog })),
);

import {
  type TeacherActions,
  TeacherActionsContext,
  useTeacherListColumns,
} from "./teacher-list-columns.tsx";

const listOptions = { schema: teachersQuerySchema };

/** /school/viewteachers: the school's teachers, searched, sorted and paged by the server; Activate and Hold. */
export default function ViewTeachersPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = useListParams(TEACHERS_LIST, TEACHERS_FILTERS, listOptions);
  const teachers = useTeachers(list.apiQuery);
  const columns = useTeacherListColumns();
  const activate = useActivateTeacher();
  const hold = useHoldTeacher();
  const [editing, setEditing] = useState<Teacher | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);

  const loadError = useListLoadError(teachers, t("teachersLoadFailed", { ns: "messages" }), "teachers-load");

  const busyId = (activate.isPending && activate.variables) || (hold.isPending && hold.variables) || null;
  const actions = useMemo<TeacherActions>(
    () => ({
      busyId,
      onActivate: (teacher) => activate.mutate(teacher.userId, toastOutcome(t("list.activateFailed"))),
      onHold: (teacher) => hold.mutate(teacher.userId, toastOutcome(t("list.holdFailed"))),
      onEditClasses: setEditing,
    }),
    [busyId, activate.mutate, hold.mutate, t],
  );

  const statusOptions = useAccountStatusOptions();

  return (
    <TeacherActionsContext value={actions}>
      <PeopleListScreen
        list={list}
        query={teachers}
        loadError={loadError}
        text={(key) => t(`list.${key}`)}
        addTo={ROUTES.schoolAddTeacher}
        addLabel={t("list.addTeacher")}
        formClassName="grid grid-cols-2 items-end gap-4 sm:grid-cols-[2fr_1fr_auto_auto]"
        filters={
          <ListFilterSelect
            list={list}
            name="status"
            label={t("list.status")}
            placeholder={t("list.allStatuses")}
            options={statusOptions}
          />
        }
        buttons={
          <Button variant="secondary" onClick={() => setBulkOpen(true)}>
            {t("classes.bulkOpen")}
          </Button>
        }
        columns={columns}
        getRowId={(teacher) => teacher._id}
      >
        <Suspense fallback={null}>
          <TeacherClassesDialog teacher={editing} onClose={() => setEditing(null)} />
          <BulkTeacherClassesDialog
            open={bulkOpen}
            teachers={teachers.data?.items ?? []}
            onClose={() => setBulkOpen(false)}
          />
        </Suspense>
      </PeopleListScreen>
    </TeacherActionsContext>
  );
}
