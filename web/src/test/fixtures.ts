import { enablementApi } from "@ganit/contracts";
import { on } from "./api-handlers.ts";

/**
 * Fixed data more than one feature's tests read: what the server answers, written once so the
 * screens that show the same record are tested against the same one.
 */

/** The operator's read of one school (`enablementApi.school`): Sunrise Public School in Pune, active. */
export const sunriseSchoolAnswer = (id: string) =>
  on(enablementApi.school, {
    _id: id,
    name: "Sunrise Public School",
    udiscCode: "27000000001",
    city: "Pune",
    district: "Pune",
    state: "Maharashtra",
    status: "active",
  });
