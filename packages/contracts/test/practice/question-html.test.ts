import { escapeHtml, plainHtml, withFractionsHtml } from "@ganit/contracts/practice/html";
import { describe, expect, it } from "vitest";

/** A generated question's text as HTML (packages/contracts/src/practice/html.ts). */
describe("a generated question's HTML", () => {
  it("escapes the four characters HTML gives meaning to, each where it stands, and nothing else", () => {
    expect(escapeHtml('5 < 7 & 9 > 2, "yes"')).toBe("5 &lt; 7 &amp; 9 &gt; 2, &quot;yes&quot;");
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
    expect(escapeHtml("<<&&>>")).toBe("&lt;&lt;&amp;&amp;&gt;&gt;");
    expect(escapeHtml("Asha's 3 × 4 = 12 ₹ ½ — पाँच")).toBe("Asha's 3 × 4 = 12 ₹ ½ — पाँच");
    expect(escapeHtml("")).toBe("");
  });

  it("keeps line breaks and stacks whole-number fractions", () => {
    expect(plainHtml("a < b\nc")).toBe("a &lt; b<br>c");
    expect(withFractionsHtml("3/4 of 8 & 1/2\nmore")).toBe(
      '<span class="frac" role="math" aria-label="3/4"><span>3</span><span>4</span></span> of 8 &amp; <span class="frac" role="math" aria-label="1/2"><span>1</span><span>2</span></span><br>more',
    );
  });
});
