import { type NoPurchaseSchool, noPurchaseSchoolsList } from "@ganit/contracts";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";

const school = (
  id: string,
  name: string,
  status: string,
  extra: Partial<NoPurchaseSchool> = {},
): NoPurchaseSchool => ({
  _id: id,
  name,
  udiscCode: `0910${id.padStart(7, "0")}`,
  email: `office${id}@school.test`,
  phone: "9876543210",
  address: "12 Station Road",
  city: "Indore",
  district: "Indore",
  state: "Madhya Pradesh",
  pincode: "452001",
  status,
  createdAt: "2026-09-14T04:30:00.000Z",
  ...extra,
});

export const noPurchaseSchools = (): NoPurchaseSchool[] => [
  school("1", "Anand Vidyalaya", "active"),
  school("2", "Bal Bharati", "hold", { city: "Jaipur", state: "Rajasthan", phone: null }),
  school("3", '=HYPERLINK("http://x") Carmel', "blocked", { city: "Kochi", state: "Kerala" }),
];

/**
 * The no-purchase list as fixed answers: a page of `rows` (the whole set; a search the tests use,
 * "nothing", answers no rows). The filtering itself is the server's and tested there.
 */
export function fakeNoPurchaseApi(rows: NoPurchaseSchool[] = noPurchaseSchools()) {
  return serveApi(
    on(noPurchaseSchoolsList, (call) => {
      const found = call.url.searchParams.get("search") === "nothing" ? [] : rows;
      return {
        items: found,
        total: found.length,
        page: Number(call.url.searchParams.get("page") ?? 1),
        limit: Number(call.url.searchParams.get("limit") ?? 25),
      };
    }),
  );
}

export const renderAs = (role: "superadmin" | "admin", path: string, screen: ReactNode, url = path) =>
  renderSignedIn(fakeToken(role), path, screen, url);
