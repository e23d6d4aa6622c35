import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { SessionUser } from "@/lib/auth.tsx";
import { useLogout } from "@/lib/use-logout.ts";
import { PROFILE_LINK } from "../navigation.ts";
import { hasRoute } from "../route-table.ts";
import { ACCOUNT_BUTTON_CLASSES, AccountButtonFace } from "./account-menu.tsx";

const itemClasses =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-control px-3 font-semibold text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

/**
 * The signed-in user's menu: name and role, Profile, Logout (replaces Login/Register). Loaded when
 * the user first reaches for the account button (account-menu.tsx), and then open at once.
 */
export function UserMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        aria-label={t("nav.userMenu", { name: user.name })}
        className={ACCOUNT_BUTTON_CLASSES}
      >
        <AccountButtonFace name={user.name} />
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
