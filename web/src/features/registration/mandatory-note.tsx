import { useTranslation } from "react-i18next";
import { NAMESPACE } from "./i18n.ts";

/** "Fields marked * are mandatory", with the star in the same red as the fields' own stars. */
export function MandatoryNote() {
  const { t } = useTranslation(NAMESPACE);
  const [before, after] = t("mandatory").split("*");
  return (
    <p className="mb-5 font-semibold text-ink">
      {before}
      <span className="text-danger-700">*</span>
      {after}
    </p>
  );
}
