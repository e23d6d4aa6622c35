import { LIMITS } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * The password rules, ticked while typing. Length is checked here; whether the password is one of
 * the 1,000 most common is checked by the server on save (the list stays out of the web bundle).
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation(NAMESPACE);
  const lengthOk = password.length >= LIMITS.passwordMin && password.length <= LIMITS.passwordMax;
  const rules = [
    { key: "length", text: t("add.ruleLength"), state: lengthOk ? "met" : "open" },
    { key: "common", text: t("add.ruleCommon"), state: "server" },
  ] as const;
  return (
    <div id={id} className="text-caption text-ink-muted">
      <p className="font-semibold">{t("add.rulesTitle")}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {rules.map((rule) => (
          <li
            key={rule.key}
            data-state={rule.state}
            className={cn("flex items-start gap-2", rule.state === "met" && "text-success-800")}
          >
            <span
              aria-hidden="true"
              className={cn(
                "mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full text-[0.625rem] font-bold",
                rule.state === "met" ? "bg-success-600 text-white" : "border border-gray-400",
              )}
            >
              {rule.state === "met" ? "✓" : rule.state === "server" ? "i" : ""}
            </span>
            <span>
              {rule.text}
              {rule.state !== "server" && (
                <span className="sr-only">
                  {" "}
                  ({rule.state === "met" ? t("add.ruleMet") : t("add.ruleNotMet")})
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
