import { useTranslation } from "react-i18next";
import { Toaster } from "sonner";

/**
 * Where toasts stand: top-right for 3 s, as every screen expects, but below the sticky header (4 rem
 * tall), so a toast never covers the language switch, Login or the account menu a reader may be
 * reaching for.
 */
export const TOAST_OFFSET = { top: "5rem", right: "1rem" } as const;
export const TOAST_MOBILE_OFFSET = { top: "4.75rem", right: "0.5rem", left: "0.5rem" } as const;

export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      containerAriaLabel={t("notifications")}
      position="top-right"
      duration={3000}
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_MOBILE_OFFSET}
      richColors
      closeButton
    />
  );
}
