import type { Chapter, HindiTitle, PartPlace, SourcedTitle } from "../model.ts";

/**
 * Short forms for writing the NCERT chapter lists. Source marks ([1], [S1], [C5]) are the research
 * aid's (docs/curriculum.md lists them): numbers are web pages, [S*]/[C*] public code.
 */

/** A title a source gives. */
/* @__NO_SIDE_EFFECTS__ */
export const title = (
  text: string,
  confidence: SourcedTitle["confidence"],
  source: string,
): SourcedTitle => ({
  text,
  confidence,
  source,
});

/** A Hindi title a source gives. */
/* @__NO_SIDE_EFFECTS__ */
export const hindi = (text: string, confidence: SourcedTitle["confidence"], source: string): HindiTitle => ({
  text,
  confidence,
  source,
  working: null,
});

/** No source gave the Hindi edition's title: null, with a working title of ours to show meanwhile. */
/* @__NO_SIDE_EFFECTS__ */
export const hindiOurs = (working: string, source = "no source found for the Hindi edition"): HindiTitle => ({
  text: null,
  confidence: "unconfirmed",
  source,
  working: { text: working, ours: true },
});

/** The research aid's web-page sources for NCERT's contents pages, read through a public copy. */
export const S1_CONTENTS = "[S1]: copied from the NCERT contents page";

/** A chapter as written in a book file (its skills name it in ../skills). */
/* @__NO_SIDE_EFFECTS__ */
export const chapter = (
  id: string,
  number: number,
  en: SourcedTitle,
  hi: HindiTitle,
  mainSkills: string,
  extra: { part?: PartPlace; mainSkillsUncertain?: true } = {},
): Chapter => ({
  id,
  number,
  ...(extra.part ? { part: extra.part } : {}),
  title: { en, hi },
  mainSkills,
  ...(extra.mainSkillsUncertain ? { mainSkillsUncertain: true } : {}),
});
