import type { schoolRegisterRequestSchema } from "@ganit/contracts";
import type { IndianState } from "@ganit/contracts/india";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import type { ApiForm } from "@/lib/api-form.ts";
import { NAMESPACE } from "./i18n.ts";

type SchoolForm = Pick<ApiForm<typeof schoolRegisterRequestSchema>, "form" | "field">;

/**
 * State → district → city, dependent: choosing a state clears district and city and offers that
 * state's districts; choosing a district clears the city. District waits for a state, city for a
 * district. The city is free text with suggestions (the district's own name: the list of towns per
 * district is not complete anywhere we could use).
 */
export function PlaceFields({
  form,
  field,
  states,
}: SchoolForm & { states: readonly IndianState[] | undefined }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [state, district] = useWatch({ control: form.control, name: ["state", "district"] });
  const districts = states?.find((s) => s.name === state)?.districts ?? [];
  const stateField = field("state");
  const districtField = field("district");
  const clear = (...names: ("district" | "city")[]) => {
    for (const name of names) form.setValue(name, "", { shouldValidate: false });
    form.clearErrors(names);
  };

  return (
    <>
      <Select
        label={t("school.state")}
        required
        placeholder={t("school.selectState")}
        options={(states ?? []).map((s) => ({
          value: s.name,
          label: i18n.language === "hi" ? s.hi : s.name,
        }))}
        {...stateField}
        onChange={(event) => {
          void stateField.onChange(event);
          clear("district", "city");
        }}
      />
      <Select
        label={t("school.district")}
        required
        disabled={!state}
        hint={state ? undefined : t("school.districtFirst")}
        placeholder={t("school.selectDistrict")}
        options={districts.map((d) => ({ value: d, label: d }))}
        {...districtField}
        onChange={(event) => {
          void districtField.onChange(event);
          clear("city");
        }}
      />
      <Input
        label={t("school.city")}
        required
        disabled={!district}
        hint={district ? t("school.cityHint") : t("school.cityFirst")}
        list="city-suggestions"
        autoComplete="address-level2"
        maxLength={100}
        {...field("city")}
      />
      <datalist id="city-suggestions">{district && <option value={district} />}</datalist>
    </>
  );
}
