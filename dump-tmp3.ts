import { runGenerator, generatorOf, writeDraft } from "./packages/contracts/src/practice/index.ts";
import { writeFileSync } from "node:fs";
let html = "<html><body style='font-family:sans-serif'>";
for (let s = 0; s < 6; s++) {
  const d = runGenerator({ generator: "triangleAngles", min: 10, max: 150 }, (s * 2654435761) >>> 0);
  const w = writeDraft(generatorOf("triangleAngles"), d, s % 2 ? "hi" : "en");
  html += `<div style="display:inline-block;width:360px;vertical-align:top;border:1px solid #ccc;margin:4px">${w.html.prompt}</div>`;
}
writeFileSync(`/tmp/figsides/triangleAngles.html`, html + "</body></html>");
