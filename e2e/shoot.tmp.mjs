import { chromium } from "@playwright/test";
const base = "http://localhost:4400";
const [,, role, user, pass, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const lang of ["en", "hi"]) {
  for (const width of [1280, 390]) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
    const page = await ctx.newPage();
    await page.goto(base + "/login");
    await page.evaluate((l) => localStorage.setItem("language", l), lang);
    if (user) {
      const res = await page.request.post(base + "/api/user/login", { data: { username: user, password: pass } });
      const { token, email } = await res.json();
      await page.evaluate(([t, e]) => { sessionStorage.setItem("token", t); sessionStorage.setItem("userEmail", e); }, [token, email]);
    }
    for (const p of paths) {
      await page.goto(base + p);
      await page.waitForTimeout(2500);
      const name = `${role}${p.replace(/[/?=&]/g, "_")}-${lang}-${width}.png`;
      await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: false });
    }
    await ctx.close();
  }
}
await browser.close();
