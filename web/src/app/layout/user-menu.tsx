import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { type SessionUser, useAuth } from "@/lib/auth.tsx";
import { useOfflineSession } from "@/lib/offline-support.ts";
import { PROFILE_LINK } from "../navigation.ts";
import { hasRoute } from "../route-table.ts";
import { useLogout } from "./use-logout.ts";

const itemClasses =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-control px-3 font-semibold text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

/** The signed-in user's menu: name and role, Profile, Logout (replaces Login/Register). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  // Signed in: lessons keep working offline; signed out: nothing of this user stays in the caches.
  useOfflineSession(useAuth().token);
  const initial = user.name.trim().charAt(0).toUpperCase() || "?";
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t("nav.userMenu", { name: user.name })}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-100 bg-white py-1 ps-1 pe-3 font-bold text-brand-900 hover:border-brand-300"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-accent-300 font-display text-accent-950"
        >
          {initial}
        </span>
        <span className="hidden max-w-40 truncate md:inline">{user.name}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-card border border-brand-100 bg-white p-2 shadow-card"
        >
          <DropdownMenu.Label className="px-3 pt-1 pb-2">
            <span className="block font-bold text-brand-950">{user.name}</span>
            <span className="block text-caption text-ink-muted">{t(`roles.${user.role}`)}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {hasRoute(PROFILE_LINK.path) && (
            <DropdownMenu.Item className={itemClasses} onSelect={() => void navigate(PROFILE_LINK.path)}>
              {t(PROFILE_LINK.labelKey)}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClasses} onSelect={logout}>
            {t("nav.logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
