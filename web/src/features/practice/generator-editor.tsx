import type { GeneratorSpec } from "@ganit/contracts";
import { GENERATORS, type GeneratorId, REGISTRY } from "@ganit/contracts/practice/index";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { NAMESPACE } from "./i18n.ts";

/**
 * The generators of a set: which one, how many questions it adds to each attempt, and the range of
 * its numbers (within the generator's bounds; the server refuses any other). Grouped by the course
 * families each serves, so an author of Vedic Math finds the Vedic drills first.
 */
type Props = { generators: GeneratorSpec[]; onChange: (generators: GeneratorSpec[]) => void };

/** A new generator of the set, its range the generator's defaults. */
function newGenerator(generator: GeneratorId = "times11"): GeneratorSpec {
  const bounds = GENERATORS[generator];
  return { generator, count: 5, min: bounds.defaultMin, max: bounds.defaultMax };
}

const whole = (text: string) => {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : 0;
};

export function GeneratorEditor({ generators, onChange }: Props) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language === "hi" ? "hi" : "en";
  // The registry is the one list of generators: each brings its own name in both languages.
  const options = REGISTRY.map((generator) => ({
    value: generator.id,
    label: `${generator.name[language]} · ${generator.families.join(", ")} · ${t("editor.classes", { classes: generator.classes.join(", ") })}`,
  }));
  const set = (i: number, spec: GeneratorSpec) => onChange(generators.map((g, j) => (j === i ? spec : g)));
  return (
    <div className="grid gap-3">
      {generators.map((spec, i) => {
        const bounds = GENERATORS[spec.generator as GeneratorId];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a generator's place names its questions (g0.times11.…)
          <div key={i} className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-4">
            <Select
              className="sm:col-span-4"
              label={t("editor.generator")}
              value={spec.generator}
              options={options}
              onChange={(event) => set(i, newGenerator(event.target.value as GeneratorId))}
            />
            <Input
              label={t("editor.count")}
              inputMode="numeric"
              value={String(spec.count)}
              onChange={(event) => set(i, { ...spec, count: whole(event.target.value) })}
            />
            <Input
              label={t("editor.min")}
              inputMode="numeric"
              hint={`${bounds.min}–${bounds.max}`}
              value={String(spec.min ?? bounds.defaultMin)}
              onChange={(event) => set(i, { ...spec, min: whole(event.target.value) })}
            />
            <Input
              label={t("editor.max")}
              inputMode="numeric"
              value={String(spec.max ?? bounds.defaultMax)}
              onChange={(event) => set(i, { ...spec, max: whole(event.target.value) })}
            />
            <Button
              variant="ghost"
              size="sm"
              className="self-end"
              onClick={() => onChange(generators.filter((_, j) => j !== i))}
            >
              {t("editor.removeGenerator", { n: i + 1 })}
            </Button>
          </div>
        );
      })}
      {generators.length < 12 && (
        <Button variant="secondary" onClick={() => onChange([...generators, newGenerator()])}>
          {t("editor.addGenerator")}
        </Button>
      )}
    </div>
  );
}
