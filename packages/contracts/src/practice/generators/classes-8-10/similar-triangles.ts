import { defineGenerator, say } from "../define.ts";
import { numericItem } from "./shared.ts";
import { bptFigure, similarFigure } from "./similar-figures.ts";

/**
 * Similar triangles: the Basic Proportionality Theorem (bounds 1 find EC, 2 find AC), corresponding
 * sides (3), areas as the square of the ratio of sides (4 an area, 5 a side from two areas) and
 * shadows of a pole and a tower at the same time (6). Lengths in cm or m, answers whole. Bounds 1–3
 * are drawn (./similar-figures.ts), the lengths written on the sides as the words give them.
 */
export const similarTriangles = defineGenerator({
  id: "similarTriangles",
  version: 1,
  name: { en: "Similar triangles and the BPT", hi: "समरूप त्रिभुज और आधारभूत समानुपातिकता प्रमेय" },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [10],
  skills: ["basic-proportionality-theorem", "areas-of-similar-triangles"],
  families: ["Mathematics"],
  texts: {
    en: {
      ecPrompt:
        "In △ABC, DE ∥ BC with D on AB and E on AC. AD = {p} cm, DB = {q} cm and AE = {r} cm. Find EC in cm.",
      acPrompt:
        "In △ABC, DE ∥ BC with D on AB and E on AC. AD = {p} cm, AB = {s} cm and AE = {r} cm. Find AC in cm.",
      sidePrompt: "△ABC ∼ △PQR. AB = {a} cm, BC = {b} cm and PQ = {c} cm. Find QR in cm.",
      areaPrompt:
        "△ABC ∼ △DEF. AB = {a} cm, DE = {b} cm and the area of △ABC is {area} cm². Find the area of △DEF in cm².",
      rootPrompt: "△ABC ∼ △DEF. Their areas are {area1} cm² and {area2} cm², and BC = {a} cm. Find EF in cm.",
      shadowPrompt:
        "A pole {h} m tall casts a shadow {s} m long. At the same time a tower casts a shadow {t} m long. How tall is the tower, in m?",
      bptHint:
        "A line parallel to one side of a triangle divides the other two sides in the same ratio: AD/DB = AE/EC.",
      sideHint: "In similar triangles, corresponding sides are in the same ratio.",
      areaHint:
        "The ratio of the areas of two similar triangles is the square of the ratio of their corresponding sides.",
      ecSolution:
        "By the BPT, AD/DB = AE/EC, so EC = AE × DB ÷ AD.\nEC: {r} × {q} ÷ {p} = {answer}\nSo EC is {answer} cm.",
      acSolution:
        "By the BPT, AD/AB = AE/AC, so AC = AE × AB ÷ AD.\nAC: {r} × {s} ÷ {p} = {answer}\nSo AC is {answer} cm.",
      sideSolution:
        "AB/PQ = BC/QR, so QR = BC × PQ ÷ AB.\nQR: {b} × {c} ÷ {a} = {answer}\nSo QR is {answer} cm.",
      areaSolution:
        "Area DEF ÷ area ABC = (DE/AB)².\nArea DEF: {area} × ({b} ÷ {a}) × ({b} ÷ {a}) = {answer}\nSo the area is {answer} cm².",
      rootSolution:
        "(EF/BC)² = area DEF ÷ area ABC: {area2} ÷ {area1} = {squareRatio}\nEF/BC is {top}/{bottom}, since ({top} × {top}) ÷ ({bottom} × {bottom}) = {squareRatio}\nEF: {a} × {top} ÷ {bottom} = {answer}",
      shadowSolution:
        "The pole and its shadow, and the tower and its shadow, make similar triangles.\nHeight of tower ÷ its shadow = {h} ÷ {s}\nHeight of tower: {h} × {t} ÷ {s} = {answer}",
      invertedRatio: "Turned one ratio upside down",
      additiveThinking: "Added the difference instead of keeping the same ratio",
      gaveSegment: "Found EC, the part of the side, instead of the whole side AC",
      didNotSquare: "Used the ratio of sides for the areas without squaring it",
      didNotTakeRoot: "Used the ratio of areas for the sides without taking its square root",
      ecAlt:
        "Triangle ABC with D on AB and E on AC; arrows mark DE parallel to BC. AD is {p} cm, DB {q} cm and AE {r} cm; EC is marked with a question mark. {scale}",
      acAlt:
        "Triangle ABC with D on AB and E on AC; arrows mark DE parallel to BC. AD is {p} cm, the whole of AB {s} cm and AE {r} cm; the whole of AC is marked with a question mark. {scale}",
      sideAlt:
        "Triangles ABC and PQR, their equal angles marked alike: A and P, B and Q, C and R. AB is {a} cm, BC {b} cm and PQ {c} cm; QR is marked with a question mark. {scale}",
      toScale: "It is drawn to scale.",
      notToScale: "It is not drawn to scale.",
    },
    hi: {
      ecPrompt:
        "△ABC में DE ∥ BC है, D भुजा AB पर और E भुजा AC पर है। AD = {p} सेमी, DB = {q} सेमी और AE = {r} सेमी है। EC कितने सेमी है?",
      acPrompt:
        "△ABC में DE ∥ BC है, D भुजा AB पर और E भुजा AC पर है। AD = {p} सेमी, AB = {s} सेमी और AE = {r} सेमी है। AC कितने सेमी है?",
      sidePrompt: "△ABC ∼ △PQR है। AB = {a} सेमी, BC = {b} सेमी और PQ = {c} सेमी है। QR कितने सेमी है?",
      areaPrompt:
        "△ABC ∼ △DEF है। AB = {a} सेमी, DE = {b} सेमी और △ABC का क्षेत्रफल {area} सेमी² है। △DEF का क्षेत्रफल कितने सेमी² है?",
      rootPrompt:
        "△ABC ∼ △DEF है। इनके क्षेत्रफल {area1} सेमी² और {area2} सेमी² हैं, और BC = {a} सेमी है। EF कितने सेमी है?",
      shadowPrompt:
        "{h} m ऊँचे खंभे की छाया {s} m लंबी है। उसी समय एक मीनार की छाया {t} m लंबी है। मीनार कितने m ऊँची है?",
      bptHint: "त्रिभुज की एक भुजा के समांतर रेखा बाकी दो भुजाओं को एक ही अनुपात में बाँटती है: AD/DB = AE/EC।",
      sideHint: "समरूप त्रिभुजों की संगत भुजाएँ एक ही अनुपात में होती हैं।",
      areaHint: "दो समरूप त्रिभुजों के क्षेत्रफलों का अनुपात उनकी संगत भुजाओं के अनुपात का वर्ग होता है।",
      ecSolution:
        "आधारभूत समानुपातिकता प्रमेय से AD/DB = AE/EC, इसलिए EC = AE × DB ÷ AD।\nEC: {r} × {q} ÷ {p} = {answer}\nइसलिए EC = {answer} सेमी।",
      acSolution:
        "आधारभूत समानुपातिकता प्रमेय से AD/AB = AE/AC, इसलिए AC = AE × AB ÷ AD।\nAC: {r} × {s} ÷ {p} = {answer}\nइसलिए AC = {answer} सेमी।",
      sideSolution:
        "AB/PQ = BC/QR, इसलिए QR = BC × PQ ÷ AB।\nQR: {b} × {c} ÷ {a} = {answer}\nइसलिए QR = {answer} सेमी।",
      areaSolution:
        "क्षेत्रफल DEF ÷ क्षेत्रफल ABC = (DE/AB)²।\nक्षेत्रफल DEF: {area} × ({b} ÷ {a}) × ({b} ÷ {a}) = {answer}\nइसलिए क्षेत्रफल {answer} सेमी² है।",
      rootSolution:
        "(EF/BC)² = क्षेत्रफल DEF ÷ क्षेत्रफल ABC: {area2} ÷ {area1} = {squareRatio}\nEF/BC बराबर है {top}/{bottom}, क्योंकि ({top} × {top}) ÷ ({bottom} × {bottom}) = {squareRatio}\nEF: {a} × {top} ÷ {bottom} = {answer}",
      shadowSolution:
        "खंभा और उसकी छाया, तथा मीनार और उसकी छाया, समरूप त्रिभुज बनाते हैं।\nमीनार की ऊँचाई ÷ उसकी छाया = {h} ÷ {s}\nमीनार की ऊँचाई: {h} × {t} ÷ {s} = {answer}",
      invertedRatio: "एक अनुपात को उल्टा कर दिया",
      additiveThinking: "अनुपात बराबर रखने की जगह अंतर जोड़ दिया",
      gaveSegment: "पूरी भुजा AC की जगह उसका भाग EC निकाला",
      didNotSquare: "क्षेत्रफलों के लिए भुजाओं का अनुपात बिना वर्ग किए ले लिया",
      didNotTakeRoot: "भुजाओं के लिए क्षेत्रफलों का अनुपात बिना वर्गमूल लिए ले लिया",
      ecAlt:
        "त्रिभुज ABC, जिसमें D भुजा AB पर और E भुजा AC पर है; तीर दिखाते हैं कि DE, BC के समांतर है। AD = {p} सेमी, DB = {q} सेमी और AE = {r} सेमी है; EC प्रश्नचिह्न से चिह्नित है। {scale}",
      acAlt:
        "त्रिभुज ABC, जिसमें D भुजा AB पर और E भुजा AC पर है; तीर दिखाते हैं कि DE, BC के समांतर है। AD = {p} सेमी, पूरी AB = {s} सेमी और AE = {r} सेमी है; पूरी AC प्रश्नचिह्न से चिह्नित है। {scale}",
      sideAlt:
        "त्रिभुज ABC और PQR, जिनके बराबर कोण एक जैसे चिह्नित हैं: A और P, B और Q, C और R। AB = {a} सेमी, BC = {b} सेमी और PQ = {c} सेमी है; QR प्रश्नचिह्न से चिह्नित है। {scale}",
      toScale: "यह पैमाने के अनुसार बना है।",
      notToScale: "यह पैमाने के अनुसार नहीं बना है।",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const p = random.int(2, 9);
    let q = random.int(2, 12);
    if (q === p) q += 1;
    const m = random.int(2, 6);
    if (step === 1) {
      const r = p * m;
      const answer = q * m;
      const params = { p, q, r, answer };
      return {
        values: [step],
        item: numericItem(say("ecPrompt", params), answer, say("bptHint"), say("ecSolution", params), [
          [(r * p) / q, "invertedRatio"],
          [r + q - p, "additiveThinking"],
        ]),
        figure: bptFigure(p, q, m, "EC"),
      };
    }
    if (step === 2) {
      const s = p + q;
      const r = p * m;
      const answer = s * m;
      const params = { p, s, r, answer };
      return {
        values: [step],
        item: numericItem(say("acPrompt", params), answer, say("bptHint"), say("acSolution", params), [
          [(r * (s - p)) / p, "gaveSegment"],
          [r + s - p, "additiveThinking"],
        ]),
        figure: bptFigure(p, q, m, "AC"),
      };
    }
    if (step === 3 || step === 6) {
      const [a, b, c] = [p, p * m + random.int(0, 1) * p, q * p];
      const answer = (b * c) / a;
      const params: Record<string, number> = step === 3 ? { a, b, c, answer } : { h: b, s: a, t: c, answer };
      return {
        values: [step],
        item: numericItem(
          say(step === 3 ? "sidePrompt" : "shadowPrompt", params),
          answer,
          say("sideHint"),
          say(step === 3 ? "sideSolution" : "shadowSolution", params),
          [
            [(b * a) / c, "invertedRatio"],
            [b + c - a, "additiveThinking"],
          ],
        ),
        ...(step === 3 ? { figure: similarFigure(a, b, c) } : {}),
      };
    }
    const bottom = random.int(2, 5);
    let top = random.int(2, 7);
    if (top === bottom) top += 1;
    if (step === 4) {
      const a = bottom * random.int(1, 3);
      const k = a / bottom;
      const side2 = top * k;
      const area = bottom * bottom * random.int(2, 9);
      const answer = (area * side2 * side2) / (a * a);
      const params = { a, b: side2, area, answer };
      return {
        values: [step],
        item: numericItem(say("areaPrompt", params), answer, say("areaHint"), say("areaSolution", params), [
          [(area * side2) / a, "didNotSquare"],
          [(area * a * a) / (side2 * side2), "invertedRatio"],
        ]),
      };
    }
    const unit = random.int(1, 4);
    const area1 = bottom * bottom * unit;
    const area2 = top * top * unit;
    const a = bottom * random.int(1, 4);
    const answer = (a * top) / bottom;
    const params = { area1, area2, a, top, bottom, squareRatio: `${top * top}/${bottom * bottom}`, answer };
    return {
      values: [step],
      item: numericItem(say("rootPrompt", params), answer, say("areaHint"), say("rootSolution", params), [
        [(a * area2) / area1, "didNotTakeRoot"],
        [(a * bottom) / top, "invertedRatio"],
      ]),
    };
  },
});
