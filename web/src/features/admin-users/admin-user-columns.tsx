import type { AdminUser } from "@ganit/contracts";
import { createContext, useContext, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  type ActivateHoldActions,
  ActivateHoldButton,
  actionsColumnOptions,
  nameColumnOptions,
  statusColumnOptions,
} from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { type DataTableColumn, dataTableColumns } from "@/components/ui/data-table.tsx";
import { NAMESPACE } from "./i18n.ts";

/** What the Actions cells need from the page: who is signed in, what is in flight, and the handlers. */
export type AdminUserActions = ActivateHoldActions<AdminUser> & {
  /** The signed-in superadmin's id: their own row offers no action. */
  myId: string | null;
  onDelete: (user: AdminUser) => void;
};

export const AdminUserActionsContext = createContext<AdminUserActions | null>(null);

const column = dataTableColumns<AdminUser>();

/** The admin-users table: Name, Email, Phone (N/A when missing), Role, Status, Actions. */
export function useAdminUserColumns(): DataTableColumn<AdminUser>[] {
  const { t } = useTranslation(NAMESPACE);
  return useMemo(
    () => [
      column.accessor("name", {
        ...nameColumnOptions(t("list.columns.name")),
        cell: ({ row }) => <NameCell user={row.original} />,
      }),
      column.accessor("email", { header: t("list.columns.email") }),
      column.accessor("phone", {
        header: t("list.columns.phone"),
        meta: { className: "whitespace-nowrap" },
        cell: ({ getValue }) =>
          getValue() ?? <span className="text-ink-muted">{t("ui.notApplicable", { ns: "common" })}</span>,
      }),
      column.accessor("role", {
        header: t("list.columns.role"),
        meta: { className: "whitespace-nowrap" },
        cell: ({ row }) => t(`roles.${row.original.role}`, { ns: "common" }),
      }),
      column.accessor("status", statusColumnOptions(t("list.columns.status"))),
      column.display(
        actionsColumnOptions(t("list.columns.actions"), (user: AdminUser) => <ActionsCell user={user} />),
      ),
    ],
    [t],
  );
}

function NameCell({ user }: { user: AdminUser }) {
  const { t } = useTranslation(NAMESPACE);
  const actions = useContext(AdminUserActionsContext);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {user.name}
      {actions?.myId === user._id && (
        <span className="rounded-full bg-accent-100 px-2 py-0.5 text-caption font-bold text-accent-900">
          {t("list.you")}
        </span>
      )}
    </span>
  );
}

/**
 * Activate for a held user, Hold for an active one, and Delete. On the signed-in superadmin's own row
 * both are disabled, and the reason is written under them (the server refuses it too).
 */
function ActionsCell({ user }: { user: AdminUser }) {
  const { t } = useTranslation(NAMESPACE);
  const actions = useContext(AdminUserActionsContext);
  const reasonId = useId();
  if (!actions) return null;
  const own = actions.myId === user._id;
  const busy = actions.busyId === user._id;
  const waiting = actions.busyId !== null && !busy;
  const common = {
    size: "sm" as const,
    disabled: own || waiting,
    "aria-describedby": own ? reasonId : undefined,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap gap-2">
        <ActivateHoldButton
          row={user}
          actions={actions}
          held={user.status === "hold"}
          busy={busy}
          disabled={common.disabled}
          describedBy={common["aria-describedby"]}
          texts={{
            activate: t("list.activate"),
            activateLabel: t("list.activateUser", { name: user.name }),
            hold: t("list.hold"),
            holdLabel: t("list.holdUser", { name: user.name }),
          }}
        />
        <Button
          {...common}
          disabled={common.disabled || busy}
          variant="dangerQuiet"
          aria-label={t("list.deleteUser", { name: user.name })}
          onClick={() => actions.onDelete(user)}
        >
          {t("list.delete")}
        </Button>
      </div>
      {own && (
        <p id={reasonId} className="max-w-56 text-caption text-ink-muted">
          {t("list.ownAccount")}
        </p>
      )}
    </div>
  );
}
