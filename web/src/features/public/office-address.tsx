import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { PUBLIC_NS } from "./i18n.ts";

/** The office's postal address, a line each, in the reader's language (the contact details, the map's card). */
export function OfficeAddress({ className }: { className?: string }) {
  const { t } = useTranslation(PUBLIC_NS);
  const lines = t("contact.address", { returnObjects: true }) as string[];
  return (
    <address className={cn("not-italic", className)}>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
