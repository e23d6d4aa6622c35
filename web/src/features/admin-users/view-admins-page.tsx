import {
  ADMIN_USERS_FILTERS,
  ADMIN_USERS_LIST,
  type AdminUser,
  adminUsersQuerySchema,
  ROUTES,
  type StaffRole,
} from "@ganit/contracts";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog.tsx";
import {
  ListFilterSelects,
  optionsWithChosen,
  useAccountStatusOptions,
} from "@/components/list-filter-selects.tsx";
import { ListPageTop, listTableProps, useListLoadError } from "@/components/list-page.tsx";
import { confirmDeleteTexts, toastOutcome } from "@/components/screen-parts.tsx";
import { DataTable } from "@/components/ui/data-table.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { decodeToken } from "@/lib/session.ts";
import { useListParams } from "@/lib/use-list-params.ts";
import {
  type AdminUserActions,
  AdminUserActionsContext,
  useAdminUserColumns,
} from "./admin-user-columns.tsx";
import { useActivateAdmin, useAdminUsers, useDeleteAdmin, useHoldAdmin } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { UserCounts } from "./user-counts.tsx";

const listOptions = { schema: adminUsersQuerySchema };

/** /superadmin/viewadmin: the staff accounts, searched, filtered, sorted and paged by the server. */
export default function ViewAdminsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { token } = useAuth();
  const myId = decodeToken(token)?.sub ?? null;
  const list = useListParams(ADMIN_USERS_LIST, ADMIN_USERS_FILTERS, listOptions);
  const users = useAdminUsers(list.apiQuery);
  const columns = useAdminUserColumns();

  const activate = useActivateAdmin();
  const hold = useHoldAdmin();
  const remove = useDeleteAdmin();
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);

  const loadError = useListLoadError(users, t("usersLoadFailed", { ns: "messages" }), "admin-users-load");

  const busyId = (activate.isPending && activate.variables) || (hold.isPending && hold.variables) || null;
  const actions = useMemo<AdminUserActions>(
    () => ({
      myId,
      busyId,
      onActivate: (user) =>
        activate.mutate(user._id, toastOutcome(t("userActivateFailed", { ns: "messages" }))),
      onHold: (user) => hold.mutate(user._id, toastOutcome(t("userHoldFailed", { ns: "messages" }))),
      onDelete: setToDelete,
    }),
    [myId, busyId, activate.mutate, hold.mutate, t],
  );

  const confirmDelete = (user: AdminUser) =>
    remove.mutate(
      user._id,
      toastOutcome(t("userDeleteFailed", { ns: "messages" }), () => setToDelete(null)),
    );

  // The role in the URL is checked against the query schema by useListParams: a staff role or nothing.
  const roleOptions = optionsWithChosen(
    users.data?.roles ?? [],
    list.filters.role as StaffRole | undefined,
    (role) => t(`roles.${role}`, { ns: "common" }),
  );
  const statusOptions = useAccountStatusOptions();

  return (
    <div className="container-page py-8 sm:py-12">
      <ListPageTop
        list={list}
        text={(key) => t(`list.${key}`)}
        addTo={ROUTES.superadminAddAdmin}
        addLabel={t("list.addAdmin")}
        between={<UserCounts counts={users.data?.counts} />}
        className="mt-6 grid gap-4 grid-cols-2 sm:grid-cols-[2fr_1fr_1fr]"
        inputClassName="col-span-2 sm:col-span-1"
      >
        <ListFilterSelects
          list={list}
          filters={[
            { name: "role", label: t("list.role"), placeholder: t("list.allRoles"), options: roleOptions },
            {
              name: "status",
              label: t("list.status"),
              placeholder: t("list.allStatuses"),
              options: statusOptions,
            },
          ]}
        />
      </ListPageTop>

      <AdminUserActionsContext value={actions}>
        <DataTable
          {...listTableProps(list, users, loadError, (key) => t(`list.${key}`))}
          columns={columns}
          getRowId={(user) => user._id}
        />
      </AdminUserActionsContext>

      <ConfirmDeleteDialog
        target={toDelete}
        busy={remove.isPending}
        texts={confirmDeleteTexts((key) => t(`deleteDialog.${key}`))}
        describe={(user) => t("deleteDialog.description", { name: user.name, email: user.email })}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
