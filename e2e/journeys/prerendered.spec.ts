import { expect, test } from "../fixtures.ts";

const PAGES = [
  { path: "/", en: "Where numbers come out to play", hi: "जहाँ अंक खेलने आते हैं" },
  { path: "/about", en: "About Ganit", hi: "गणित के बारे में" },
  { path: "/courses", en: "Our Courses", hi: "हमारे कोर्स" },
  { path: "/contact", en: "Contact Us", hi: "संपर्क करें" },
  { path: "/login", en: "Welcome back!", hi: "फिर से स्वागत है!" },
];

test("public pages arrive as HTML in the visitor's language, with their content", async ({ request }) => {
  for (const page of PAGES) {
    for (const language of ["en", "hi"] as const) {
      const response = await request.get(page.path, { headers: { cookie: `ganit-lang=${language}` } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html, `${page.path} ${language}`).toContain(`<html lang="${language}">`);
      expect(html, `${page.path} ${language}`).toContain(page[language]);
    }
  }
});

test("a public page shows its content even when its scripts never arrive", async ({ context }) => {
  // A page of its own: the fixture's page.goto would wait for the app, which never starts here.
  const page = await context.newPage();
  await page.route("**/*.js", (route) => route.abort());
  for (const { path, en } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en);
    await expect(page.getByRole("banner").getByRole("link", { name: "Courses", exact: true })).toBeAttached();
  }
  // A password typed before the app started never lands in the address bar: the form waits for it.
  await page.goto("/login");
  await page.getByLabel("Username").fill("someone");
  await page.getByLabel("Password", { exact: true }).fill("secret-password-1");
  await expect(page.getByRole("button", { name: "Getting ready…" })).toBeDisabled();
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await page.waitForLoadState();
  expect(page.url()).not.toContain("secret-password-1");
});

for (const language of ["en", "hi"] as const) {
  test(`the app takes a prerendered page over without an error (${language})`, async ({ page, baseURL }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    // The visitor chose the language on an earlier visit: i18n keeps it, the app mirrors it in a cookie.
    await page.addInitScript((lang) => {
      if (window === window.top) localStorage.setItem("language", lang);
    }, language);
    await page.context().addCookies([{ name: "ganit-lang", value: language, url: String(baseURL) }]);
    for (const { path, ...titles } of PAGES) {
      await page.goto(path);
      await expect(page.locator("#root")).toHaveAttribute("data-prerendered", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[language]);
    }
    // Taken over, not just shown: a course tile opens its dialog.
    await page.goto("/courses");
    await page.getByRole("main").getByRole("button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test("a signed-in visitor on a public page gets their own header, not the visitor's", async ({ page }) => {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    // A token the app can decode (the server is never asked on a public page).
    const claims = btoa(
      JSON.stringify({ sub: "u1", role: "teacher", name: "Tara Teacher", exp: 4102444800 }),
    );
    sessionStorage.setItem("token", `x.${claims.replace(/=+$/, "")}.y`);
  });
  await page.goto("/courses");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Courses");
});

test("every other screen arrives as the loading shell in the visitor's language, which the app replaces", async ({
  page,
  request,
}) => {
  for (const language of ["en", "hi"] as const) {
    const response = await request.get("/student/coursecontent?class=4", {
      headers: { cookie: `ganit-lang=${language}` },
    });
    const html = await response.text();
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain('role="status"');
    expect(html).not.toContain("data-prerendered");
    // The lesson screen's own chunk starts with the entry, not after it.
    expect(html).toMatch(/data-modules="[^"]*\/assets\/student-content-page-[^" ]+\.js/);
  }
  const profile = await (await request.get("/profile")).text();
  expect(profile).toContain('role="status"');
  expect(profile).not.toContain("student-content-page");

  await page.goto("/forbidden");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.locator("#root [role=status]")).toHaveCount(0);
});

test("a signed-in screen whose scripts never arrive still shows the header and that it is loading", async ({
  context,
}) => {
  const page = await context.newPage();
  await page.route("**/*.js", (route) => route.abort());
  await page.goto("/schooldashboard");
  await expect(page.getByRole("banner").getByText("Ganit", { exact: true })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Loading…");
});
