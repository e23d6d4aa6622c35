import { discountPercentSchema, LIMITS } from "@ganit/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { useDiscount, useSetDiscount } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

/** The schools' discount: a platform setting the purchase wizard and the server price with. */
export function DiscountForm() {
  const { t } = useTranslation(NAMESPACE);
  const discount = useDiscount();
  const save = useSetDiscount();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (discount.data !== undefined) setValue(String(discount.data));
  }, [discount.data]);

  const submit = () => {
    const parsed = discountPercentSchema.safeParse(value.trim() === "" ? Number.NaN : Number(value));
    if (!parsed.success) {
      setError(translateMessage("discountInvalid"));
      return;
    }
    save.mutate(
      { discount: parsed.data },
      {
        onSuccess: () => toast.success(translateMessage("discountSaved")),
        onError: (failure) => toast.error(apiErrorMessage(failure, translateMessage("discountInvalid"))),
      },
    );
  };

  return (
    <Card title={t("discount.title")} description={t("discount.hint", { max: LIMITS.discountMaxPercent })}>
      {discount.isError ? (
        <p role="alert" className="text-danger-800">
          {apiErrorMessage(discount.error, t("discount.loadFailed"))}
        </p>
      ) : (
        <form
          noValidate
          className="flex flex-wrap items-start gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Input
            label={t("discount.label")}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            value={value}
            disabled={discount.isPending || save.isPending}
            error={error}
            className="w-40"
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
          />
          <Button type="submit" className="sm:mt-8" loading={save.isPending} disabled={discount.isPending}>
            {save.isPending ? t("discount.saving") : t("discount.save")}
          </Button>
        </form>
      )}
    </Card>
  );
}
