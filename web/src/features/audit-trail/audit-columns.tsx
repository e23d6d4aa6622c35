import type { AuditEventRow } from "@ganit/contracts";
import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type DataTableColumn, dataTableColumns } from "@/components/ui/data-table.tsx";
import { indiaTimeFormat } from "@/lib/dates.ts";
import { actionKey, NAMESPACE } from "./i18n.ts";

/** What a row's links do: narrow the trail to that school or that person. */
export type AuditFilterActions = {
  onSchool: (schoolId: string) => void;
  onActor: (actorId: string) => void;
};
export const AuditFilterContext = createContext<AuditFilterActions | null>(null);

const column = dataTableColumns<AuditEventRow>();
const linkButton =
  "wrap-anywhere text-start font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-(--focus-ring)";

/** When, Who, What, To whom, School, From. */
export function useAuditColumns(): DataTableColumn<AuditEventRow>[] {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  return useMemo(() => {
    const when = indiaTimeFormat(language, { dateStyle: "medium", timeStyle: "medium" });
    return [
      column.accessor("at", {
        header: t("columns.when"),
        enableSorting: false,
        meta: { className: "whitespace-nowrap" },
        cell: ({ getValue }) => <time dateTime={getValue()}>{when.format(new Date(getValue()))}</time>,
      }),
      column.display({
        id: "who",
        header: t("columns.who"),
        cell: ({ row }) => <ActorCell event={row.original} />,
      }),
      column.accessor("action", {
        header: t("columns.what"),
        enableSorting: false,
        meta: { cardRole: "title" },
        cell: ({ getValue }) => <ActionLabel action={getValue()} />,
      }),
      column.display({
        id: "target",
        header: t("columns.target"),
        cell: ({ row }) => <TargetCell event={row.original} />,
      }),
      column.display({
        id: "school",
        header: t("columns.school"),
        cell: ({ row }) => <SchoolCell event={row.original} />,
      }),
      column.accessor("ip", {
        header: t("columns.from"),
        enableSorting: false,
        // The address in a fixed-width font, its heading in the table's own.
        meta: { className: "whitespace-nowrap" },
        cell: ({ getValue }) => <span className="font-mono">{getValue() ?? t("noAddress")}</span>,
      }),
    ];
  }, [t, language]);
}

function ActionLabel({ action }: { action: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const key = `actions.${actionKey(action)}`;
  // An action recorded by a newer server than this screen knows shows as written.
  const label = i18n.exists(key, { ns: NAMESPACE }) ? t(key as "actions.auth_login_failed") : action;
  return <span className="font-semibold text-brand-950">{label}</span>;
}

function ActorCell({ event }: { event: AuditEventRow }) {
  const { t } = useTranslation(NAMESPACE);
  const filters = useContext(AuditFilterContext);
  const role = event.actorRole ?? event.actor?.role ?? null;
  if (!event.actor) {
    return (
      <span className="flex flex-col">
        <span>{t("anonymous")}</span>
        {event.attemptedUsername && (
          <span className="text-caption text-ink-muted">
            {t("tried", { username: event.attemptedUsername })}
          </span>
        )}
      </span>
    );
  }
  const name = event.actor.name || t("deletedAccount");
  const actorId = event.actor.id;
  return (
    <span className="flex flex-col">
      {filters ? (
        <FilterButton
          name={name}
          label={t("filterByActor", { name })}
          onFilter={() => filters.onActor(actorId)}
        />
      ) : (
        <span className="font-semibold">{name}</span>
      )}
      <span className="text-caption text-ink-muted wrap-anywhere">
        {[event.actor.username, role ? t(`roles.${role}`, { ns: "common" }) : null]
          .filter(Boolean)
          .join(" · ")}
      </span>
    </span>
  );
}

function TargetCell({ event }: { event: AuditEventRow }) {
  const { t } = useTranslation(NAMESPACE);
  if (!event.target) return <span className="text-ink-muted">—</span>;
  const type = event.target.type as keyof typeof TARGET_KEYS;
  const typeLabel = type in TARGET_KEYS ? t(`targets.${type}`) : event.target.type;
  return (
    <span className="flex flex-col wrap-anywhere">
      <span>{event.target.label ?? typeLabel}</span>
      <span className="text-caption text-ink-muted">
        {event.target.label ? `${typeLabel} · ` : ""}
        <span className="font-mono">{event.target.id.slice(0, 8)}</span>
      </span>
    </span>
  );
}

const TARGET_KEYS = {
  user: true,
  school: true,
  student: true,
  teacher: true,
  course: true,
  content: true,
  purchase: true,
  purchased_class: true,
  setting: true,
  practice_set: true,
} as const;

function SchoolCell({ event }: { event: AuditEventRow }) {
  const { t } = useTranslation(NAMESPACE);
  const filters = useContext(AuditFilterContext);
  if (!event.school) return <span className="text-ink-muted">—</span>;
  const name = event.school.name ?? event.school.id.slice(0, 8);
  const schoolId = event.school.id;
  if (!filters) return <span>{name}</span>;
  return (
    <FilterButton
      name={name}
      label={t("filterBySchool", { name })}
      onFilter={() => filters.onSchool(schoolId)}
    />
  );
}

/** A row's person or school as a link-styled button that narrows the trail to them. */
function FilterButton({ name, label, onFilter }: { name: string; label: string; onFilter: () => void }) {
  return (
    <button type="button" className={linkButton} aria-label={label} onClick={onFilter}>
      {name}
    </button>
  );
}
