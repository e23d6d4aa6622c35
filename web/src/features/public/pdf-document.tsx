import { useTranslation } from "react-i18next";
import { buttonClasses } from "@/components/ui/button.tsx";
import { PUBLIC_NS } from "./i18n.ts";

/**
 * One embedded PDF: a same-origin frame (the CSP blocks <object>) and a visible link for browsers
 * that download PDFs instead of showing them (most phones).
 */
export function PdfDocument({
  title,
  description,
  src,
}: {
  title: string;
  description: string;
  src: string;
}) {
  const { t } = useTranslation(PUBLIC_NS);
  return (
    <article className="flex flex-col rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <h3 className="text-h3 font-bold">{title}</h3>
      {/* Two lines reserved on wide screens so the two frames side by side line up. */}
      <p className="mt-1 text-ink-muted lg:min-h-[3.2rem]">{description}</p>
      <iframe
        title={t("about.docs.frameTitle", { title })}
        src={src}
        loading="lazy"
        className="mt-4 h-[28rem] w-full rounded-control border border-line bg-canvas sm:h-[36rem]"
      />
      <p className="mt-4">
        <a
          href={src}
          target="_blank"
          rel="noopener"
          aria-label={t("about.docs.openLabel", { title })}
          className={buttonClasses({ variant: "secondary" })}
        >
          {t("about.docs.open")}
        </a>
      </p>
    </article>
  );
}
