import { useTranslation } from "react-i18next";
import { PUBLIC_NS } from "./i18n.ts";
import { PageIntro } from "./page-intro.tsx";
import { PdfDocument } from "./pdf-document.tsx";

/** Written by web/scripts/make-pdfs.mjs into web/public/docs. */
const DOCUMENTS = [
  { id: "about", src: "/docs/ganit-about.pdf" },
  { id: "schools", src: "/docs/ganit-for-schools.pdf" },
] as const;

/** About (/about): who we are, what we stand for, and the two platform documents. */
export default function AboutPage() {
  const { t } = useTranslation(PUBLIC_NS);
  const paragraphs = t("about.who.paragraphs", { returnObjects: true }) as string[];
  const values = t("about.mission.items", { returnObjects: true }) as string[];
  return (
    <>
      <PageIntro title={t("about.title")} lead={t("about.lead")} symbol="π" />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="who-heading">
          <h2 id="who-heading" className="text-h2 font-bold">
            {t("about.who.heading")}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-body">
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="values-heading" className="self-start rounded-card bg-accent-50 p-6">
          <h2 id="values-heading" className="text-h3 font-bold">
            {t("about.mission.heading")}
          </h2>
          <ul className="mt-4 space-y-3">
            {values.map((value) => (
              <li key={value} className="flex gap-3">
                <span aria-hidden="true" className="font-bold text-accent-700">
                  ✓
                </span>
                <span>{value}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="docs-heading" className="container-page pb-14">
        <h2 id="docs-heading" className="text-h2 font-bold">
          {t("about.docs.heading")}
        </h2>
        <p className="mt-2 text-ink-muted">{t("about.docs.intro")}</p>
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          {DOCUMENTS.map((doc) => (
            <PdfDocument
              key={doc.id}
              title={t(`about.docs.${doc.id}.title`)}
              description={t(`about.docs.${doc.id}.description`)}
              src={doc.src}
            />
          ))}
        </div>
      </section>
    </>
  );
}
