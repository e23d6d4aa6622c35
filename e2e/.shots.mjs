import { chromium } from "@playwright/test";
const base = "http://localhost:3917";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const lang of ["en", "hi"]) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: "ganit-lang", value: lang, url: base }]);
    const page = await context.newPage();
    await page.addInitScript((l) => localStorage.setItem("language", l), lang);
    for (const path of ["/schoolregister", "/studentregister"]) {
      await page.goto(base + path);
      await page.waitForTimeout(1200);
      if (path === "/schoolregister") {
        await page.locator("select").first().selectOption("Karnataka");
        await page.locator("input[autocomplete=postal-code]").fill("570009");
        await page.waitForTimeout(600);
      }
      await page.locator("button[type=submit]").click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/${path.slice(1)}-${lang}-${width}.png`, fullPage: true });
    }
    const r = await page.request.post(base + "/api/user/login", { data: { username: "school@ganit.demo", password: "GanitDemo2025" } });
    const { token, email } = await r.json();
    await page.evaluate(([t, e]) => { sessionStorage.setItem("token", t); sessionStorage.setItem("email", e); }, [token, email]);
    for (const path of ["/schooldashboard", "/profile"]) {
      await page.goto(base + path);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/${path.slice(1)}-${lang}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
