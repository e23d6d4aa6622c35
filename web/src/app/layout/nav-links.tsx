import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn.ts";
import type { NavItem } from "../navigation.ts";

/**
 * A list of menu links. NavLink marks the current page with aria-current="page", which also drives
 * the highlight, so what the eye sees and what a screen reader hears agree.
 */
export function NavLinks({
  items,
  variant,
  onNavigate,
}: {
  items: readonly NavItem[];
  /** "bar": a horizontal row; "stack": the mobile menu's column. */
  variant: "bar" | "stack" | "pill";
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul
      className={cn(
        "flex",
        variant === "stack"
          ? "flex-col gap-1"
          : cn("flex-row flex-wrap items-center", variant === "pill" ? "gap-0.5" : "gap-1"),
      )}
    >
      {items.map((item) => (
        <li key={item.path}>
          <NavLink
            to={item.path}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "block rounded-control font-bold transition-colors",
                // The operators' pill row holds up to ten items: it must stay one row at 1280 px in
                // English and Hindi, so its items sit closer.
                variant === "stack"
                  ? "px-4 py-3"
                  : variant === "pill"
                    ? "px-2 py-2 text-[0.9375rem]"
                    : "px-3 py-2",
                variant === "pill"
                  ? isActive
                    ? "bg-white text-brand-800 shadow-sm"
                    : "text-white hover:bg-white/15"
                  : isActive
                    ? "bg-brand-100 text-brand-900"
                    : "text-ink hover:bg-brand-50 hover:text-brand-800",
              )
            }
          >
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
