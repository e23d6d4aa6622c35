import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon } from "@/components/icon-frame.tsx";
import type { SessionUser } from "@/lib/auth.tsx";

const loadUserMenu = () => import("./user-menu.tsx");
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

/** What the account button looks like: the user's initial, their name from 768 px, a chevron. */
export function AccountButtonFace({ name }: { name: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-accent-300 font-display text-accent-950"
      >
        {initial}
      </span>
      <span className="hidden max-w-40 truncate md:inline">{name}</span>
      <ChevronDownIcon className="size-4" />
    </>
  );
}

/**
 * An effect's follower that lives in a module loaded apart: it starts once the module arrives and
 * stops with the effect; an effect that ended before the module arrived never starts it.
 */
function followLoaded<Module>(module: Promise<Module>, follow: (loaded: Module) => () => void) {
  let stop: (() => void) | undefined;
  let ended = false;
  void module.then((loaded) => {
    if (!ended) stop = follow(loaded);
  });
  return () => {
    ended = true;
    stop?.();
  };
}

/** The roles that sit chapter tests: a school's pupil and a learner. */
const TEST_TAKERS = new Set<string>(["student", "studentb2c"]);

export const ACCOUNT_BUTTON_CLASSES =
  "inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-100 bg-white py-1 ps-1 pe-3 font-bold text-brand-900 hover:border-brand-300";

/**
 * The signed-in user's account menu. Its dropdown (Radix and its positioning, about 30 KiB) is not
 * part of a signed-in screen's first load: a phone on a slow line spends that on the lesson
 * instead. Until the user reaches for it, the header shows a button that looks the same; pointing
 * at it or focusing it starts loading the menu, and pressing it opens the menu once loaded.
 * Offline lessons follow the session from here (lib/offline-support.ts, loaded apart as well), and
 * so does a chapter test waiting on the phone for a connection (practice/waiting-tests.ts).
 */
export function AccountMenu({ user, token }: { user: SessionUser; token: string | null }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const queryClient = useQueryClient();

  useEffect(
    () => followLoaded(import("@/lib/offline-support.ts"), ({ followSession }) => followSession(token)),
    [token],
  );

  // A chapter test submitted offline is sent wherever the child is when the connection returns.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new sign-in sends that account's tests
  useEffect(() => {
    if (!TEST_TAKERS.has(user.role)) return;
    return followLoaded(import("@/features/practice/waiting-tests.ts"), ({ followWaitingTests }) =>
      followWaitingTests(queryClient),
    );
  }, [user.role, token, queryClient]);

  const placeholder = (
    <button
      type="button"
      aria-label={t("nav.userMenu", { name: user.name })}
      aria-haspopup="menu"
      aria-expanded={false}
      className={ACCOUNT_BUTTON_CLASSES}
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
      onClick={() => setWanted(true)}
    >
      <AccountButtonFace name={user.name} />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenu user={user} defaultOpen />
    </Suspense>
  );
}
