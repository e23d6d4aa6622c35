import { catalogueEntries } from "../define.ts";
import ABOUT from "./about.json" with { type: "json" };

/** This folder's generators' catalogue facts and words, by id (docs/adr/0748-one-generator-head.md). */
export const about = catalogueEntries(ABOUT);
