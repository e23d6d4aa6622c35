import type { Role } from "@ganit/contracts";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { CROSS_PATH, OutlineSvg } from "@/components/icon-frame.tsx";
import { LanguageSwitch } from "@/components/language-switch.tsx";
import { Logo } from "@/components/logo.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { useLogout } from "@/lib/use-logout.ts";
import {
  builtOnly,
  LOGIN_LINK,
  PUBLIC_LINKS,
  REGISTER_SCHOOL_LINK,
  REGISTER_STUDENT_LINK,
} from "../navigation.ts";
import { AccountMenu } from "./account-menu.tsx";
import { NavLinks } from "./nav-links.tsx";
import { RegisterChoice } from "./register-choice.tsx";
import { useMenuFocusTrap } from "./use-menu-focus-trap.ts";
import { useRoleMenu } from "./use-role-menu.ts";

/**
 * Site header: logo, public links, language switch, and either Login / Register (a school or a
 * learner) or the user menu. Below 768 px the links move into a menu opened by a toggle button.
 */
export function Header() {
  const { t } = useTranslation();
  const { user, token } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const logout = useLogout(closeMenu);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setMenuOpen(false), [pathname]);
  useMenuFocusTrap(menuOpen, toggleRef, menuRef, closeMenu);

  const publicLinks = builtOnly(PUBLIC_LINKS);
  const guestLinks = user ? [] : builtOnly([LOGIN_LINK, REGISTER_SCHOOL_LINK, REGISTER_STUDENT_LINK]);
  const showLogin = guestLinks.includes(LOGIN_LINK);
  const registerLinks = guestLinks.filter((link) => link !== LOGIN_LINK);
  const showRegister = registerLinks.length > 0;

  return (
    <header className="sticky top-0 z-30 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="container-page flex min-h-16 items-center gap-3 py-2">
        <Logo />
        <nav aria-label={t("nav.mainMenu")} className="ms-6 hidden md:block">
          <NavLinks items={publicLinks} variant="bar" />
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <div className="hidden sm:block">
            <LanguageSwitch />
          </div>
          {showLogin && (
            <Link to={LOGIN_LINK.path} className={buttonClasses({ variant: "secondary", size: "sm" })}>
              {t(LOGIN_LINK.labelKey)}
            </Link>
          )}
          {showRegister && <RegisterChoice className="max-sm:hidden" />}
          {user && <AccountMenu user={user} token={token} />}
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
            className="flex size-11 items-center justify-center rounded-control text-brand-800 hover:bg-brand-50 md:hidden"
          >
            <OutlineSvg viewBox="0 0 24 24" strokeWidth="2.5" className="size-6">
              {menuOpen ? <path d={CROSS_PATH} /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </OutlineSvg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <div id={menuId} ref={menuRef} className="border-t border-brand-100 bg-white md:hidden">
          <nav aria-label={t("nav.mainMenu")} className="container-page flex flex-col gap-3 py-3">
            <NavLinks items={publicLinks} variant="stack" onNavigate={closeMenu} />
            {user && (
              <div className="border-t border-line pt-3">
                <p className="px-4 pb-1 text-caption font-bold text-ink-muted uppercase">
                  {t("nav.roleMenu")}
                </p>
                <RoleLinks role={user.role} onNavigate={closeMenu} />
                <button
                  type="button"
                  onClick={logout}
                  className="block w-full rounded-control px-4 py-3 text-start font-bold text-danger-700 hover:bg-danger-50"
                >
                  {t("nav.logout")}
                </button>
              </div>
            )}
            {registerLinks.map((link) => (
              <Link
                key={link.path}
                to={link.path}
                onClick={closeMenu}
                className={buttonClasses({ variant: "accent", block: true, className: "sm:hidden" })}
              >
                {t(link.labelKey)}
              </Link>
            ))}
            <div className="sm:hidden">
              <LanguageSwitch />
            </div>
          </nav>
        </div>
      )}
    </header>
  );
}

/** The signed-in role's links in the phone menu. */
function RoleLinks({ role, onNavigate }: { role: Role; onNavigate: () => void }) {
  return <NavLinks items={useRoleMenu(role)} variant="stack" onNavigate={onNavigate} />;
}
