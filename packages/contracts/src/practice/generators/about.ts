import ABOUT from "./about.json" with { type: "json" };
import { catalogueEntries } from "./define.ts";

/** This folder's generators' catalogue facts and words, by id (docs/adr/0748-one-generator-head.md). */
export const about = catalogueEntries(ABOUT);
