import { API, apiPath, PARENT_API, parentApiPath, ROUTES, routePath } from "@ganit/contracts";
import { expect, it } from "vitest";

const id = "6f1d2a4e-3c55-4f7e-9d55-9e1d2b3c4d5e";
const built = (paths: Record<string, (...args: never[]) => string>) =>
  Object.entries(paths).map(([name, build]) => {
    const args = Array.from({ length: build.length }, (_, i) => (i === 0 ? id : i === 1 ? "school" : 3));
    return [name, (build as (...a: unknown[]) => string)(...args)] as const;
  });

// API paths and the browser's own routes are two tables, so a link can never be an API call by
// mistake, nor a fetch a screen's address.
it("builds API paths only under /api/ and browser routes never there", () => {
  for (const [name, path] of built(apiPath)) expect(path, `apiPath.${name}`).toMatch(/^\/api\//);
  for (const path of [...Object.values(API), ...Object.values(PARENT_API)]) expect(path).toMatch(/^\/api\//);
  for (const [name, path] of built(parentApiPath)) expect(path, `parentApiPath.${name}`).toMatch(/^\/api\//);
  for (const [name, path] of built(routePath)) expect(path, `routePath.${name}`).not.toMatch(/^\/api\b/);
  for (const path of Object.values(ROUTES)) expect(path).not.toMatch(/^\/api\b/);
});
