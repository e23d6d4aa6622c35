import type { PincodeLookup } from "@ganit/contracts";
import { notFound } from "../../errors.ts";
import pincodeFile from "./pincodes.json" with { type: "json" };

/**
 * PIN code → state and district, from GeoNames' postal codes of India (CC BY 4.0; how the file was
 * made: docs/adr/0111-pincodes-from-geonames.md). About 19,000 codes, indexed on the
 * first lookup and kept in memory (~2 MB); served by the API, never bundled into the web app.
 */
type PincodeFile = { source: string; states: Record<string, Record<string, string>> };

let table: Map<string, { state: string; district: string | null }> | undefined;

function load() {
  const file: PincodeFile = pincodeFile;
  const map = new Map<string, { state: string; district: string | null }>();
  for (const [state, districts] of Object.entries(file.states)) {
    for (const [district, pincodes] of Object.entries(districts)) {
      for (const pincode of pincodes.split(" ")) map.set(pincode, { state, district: district || null });
    }
  }
  return map;
}

export function lookupPincode(pincode: string): PincodeLookup {
  table ??= load();
  const found = table.get(pincode);
  if (!found) throw notFound("pincodeUnknown");
  return { pincode, ...found };
}
