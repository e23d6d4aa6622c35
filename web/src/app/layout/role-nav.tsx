import type { Role } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { NavLinks } from "./nav-links.tsx";
import { useRoleMenu } from "./use-role-menu.ts";

/** The signed-in role's top navigation (hidden on small screens, where the header menu holds it). */
export function RoleNav({ role }: { role: Role }) {
  const { t } = useTranslation();
  const items = useRoleMenu(role);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t("nav.roleMenu")} className="focus-on-dark hidden bg-brand-700 md:block">
      <div className="container-page flex items-center gap-4 py-1.5">
        {/* The account menu beside the language switch names the role too; below 1536 px the row's
            width goes to the menu, so the operators' longest menus (a demo's Mail too) fit one row. */}
        <span className="hidden text-caption font-bold tracking-wide whitespace-nowrap text-brand-100 uppercase 2xl:inline">
          {t(`roles.${role}`)}
        </span>
        <NavLinks items={items} variant="pill" />
      </div>
    </nav>
  );
}
