import type { StudentAddResponse } from "@ganit/contracts";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Credential } from "@/components/bulk-upload/credentials-sheet.tsx";
import { LazyCredentialsSheet } from "@/components/bulk-upload/lazy.tsx";
import { longDate } from "@/lib/dates.ts";
import { translateMessage } from "@/lib/messages.ts";
import { NAMESPACE } from "./i18n.ts";

type Issued = { credentials: Credential[]; expiresAt: string };

const issuedFrom = (reply: StudentAddResponse): Issued => ({
  credentials: reply.credentials.map((entry) => ({
    name: entry.name,
    class: entry.class,
    rollNumber: entry.rollNumber,
    username: entry.username,
    code: entry.oneTimeCode,
  })),
  expiresAt: reply.codesExpireAt,
});

/**
 * The sign-in sheet of students just added or given new codes, with its Print and Download. It lives
 * only in the screen's state: the server keeps only hashes of the codes. `show` takes the server's
 * answer (its message as a toast) and brings the sheet into view: it is what the office needs next.
 */
export function useIssuedSheet() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [issued, setIssued] = useState<Issued | null>(null);
  const sheetRef = useRef<HTMLDivElement>(null);

  const show = (reply: StudentAddResponse) => {
    toast.success(translateMessage(reply));
    setIssued(issuedFrom(reply));
    requestAnimationFrame(() => sheetRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" }));
  };

  const sheet = issued && (
    <div ref={sheetRef} className="mb-6 scroll-mt-24">
      <LazyCredentialsSheet
        credentials={issued.credentials}
        item={t("item")}
        fileName="student-sign-in-details.xlsx"
        footnote={t("add.codesExpire", { date: longDate(issued.expiresAt, i18n.language) })}
      />
    </div>
  );

  return { show, sheet };
}
