import { runGenerator, generatorOf, writeDraft } from "./packages/contracts/src/practice/index.ts";
import { writeFileSync } from "node:fs";
const [id, steps, seeds] = [process.argv[2] as string, (process.argv[3] ?? "1").split(",").map(Number), Number(process.argv[4] ?? 2)];
let html = "<html><body style='font-family:sans-serif'>";
for (const step of steps) for (let s = 0; s < seeds; s++) {
  const d = runGenerator({ generator: id, min: step, max: step }, (s * 2654435761) >>> 0);
  const w = writeDraft(generatorOf(id), d, s % 2 ? "hi" : "en");
  html += `<div style="display:inline-block;width:360px;vertical-align:top;border:1px solid #ccc;margin:4px">${w.html.prompt}<p style="font-size:11px">${w.item.answer ?? ""}</p></div>`;
}
writeFileSync(`/tmp/figsides/${id}.html`, html + "</body></html>");
console.log("ok");
