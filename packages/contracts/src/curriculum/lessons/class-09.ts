import { example } from "./class-08-10-example.ts";
import { CLASS_9_GANITA_MANJARI_LESSONS } from "./class-09-ganita-manjari.ts";
import { CLASS_9_RATIONALISED_LESSONS } from "./class-09-rationalised.ts";
import { defineLessons, type Lesson } from "./model.ts";

/**
 * The rationalised book's chapters that teach what a Ganita Manjari chapter teaches share its lesson
 * page (the same idea and worked examples), under their own chapter id.
 */
const sameAs = (chapterId: string, from: string): Lesson => {
  const lesson = CLASS_9_GANITA_MANJARI_LESSONS.find((l) => l.chapterId === from);
  if (!lesson) throw new Error(`no lesson for ${from}`);
  return { ...lesson, chapterId };
};

/** Class 9's lesson pages: Ganita Manjari's chapters in order, then the rationalised book's. */
export const CLASS_9_LESSONS = defineLessons([
  ...CLASS_9_GANITA_MANJARI_LESSONS,
  sameAs("ncert-c9-rm-ch01", "ncert-c9-ch03"),
  ...CLASS_9_RATIONALISED_LESSONS,
  {
    chapterId: "ncert-c9-rm-ch02",
    title: { en: "Polynomials", hi: "बहुपद" },
    idea: {
      en: "A polynomial in x is a sum of terms like 3x², −5x and 7. Its value at a number comes from putting the number in place of x; a zero is a value of x that makes it 0.\n\nIdentities such as (a + b)² = a² + 2ab + b² and a² − b² = (a + b)(a − b) let us expand and factorise quickly.",
      hi: "x में बहुपद 3x², −5x और 7 जैसे पदों का योग होता है। किसी संख्या पर इसका मान x की जगह वह संख्या रखकर मिलता है; शून्यक x का वह मान है जिससे बहुपद 0 हो जाए।\n\n(a + b)² = a² + 2ab + b² और a² − b² = (a + b)(a − b) जैसी सर्वसमिकाओं से हम जल्दी प्रसार और गुणनखंड कर सकते हैं।",
    },
    examples: [
      example(
        ["Find p(3) for p(x) = 2x² − x + 4.", "p(x) = 2x² − x + 4 के लिए p(3) ज्ञात करो।"],
        [
          ["Put x = 3: 2 × 9 − 3 + 4", "= 18 − 3 + 4"],
          ["x = 3 रखो: 2 × 9 − 3 + 4", "= 18 − 3 + 4"],
        ],
        ["p(3) = 19", "p(3) = 19"],
        "2 × 3 ^ 2 - 3 + 4",
        "19",
      ),
      example(
        ["Find 103 × 97 using an identity.", "सर्वसमिका से 103 × 97 ज्ञात करो।"],
        [
          ["103 × 97 = (100 + 3)(100 − 3)", "= 100² − 3² = 10000 − 9"],
          ["103 × 97 = (100 + 3)(100 − 3)", "= 100² − 3² = 10000 − 9"],
        ],
        ["9991", "9991"],
        "100 ^ 2 - 3 ^ 2",
        "9991",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-rm-ch04",
    title: { en: "Linear Equations in Two Variables", hi: "दो चरों वाले रैखिक समीकरण" },
    idea: {
      en: "An equation ax + by + c = 0 has infinitely many solutions: every point (x, y) on its straight-line graph. Choose a value of x, put it in, and solve for y to find one.",
      hi: "समीकरण ax + by + c = 0 के अपरिमित रूप से अनेक हल होते हैं: उसके सरल-रेखा आलेख का हर बिंदु (x, y)। x का कोई मान चुनो, उसे रखो और y के लिए हल करो।",
    },
    examples: [
      example(
        ["Find y when x = 2 on the line 3x + 2y = 12.", "रेखा 3x + 2y = 12 पर x = 2 हो तो y ज्ञात करो।"],
        [
          ["3 × 2 + 2y = 12, so 2y = 6", "y = 6 ÷ 2"],
          ["3 × 2 + 2y = 12, इसलिए 2y = 6", "y = 6 ÷ 2"],
        ],
        ["y = 3", "y = 3"],
        "(12 - 3 × 2) ÷ 2",
        "3",
      ),
      example(
        ["Where does 2x + 5y = 20 cross the y-axis?", "2x + 5y = 20, y-अक्ष को कहाँ काटती है?"],
        [
          ["On the y-axis x = 0", "5y = 20, so y = 20 ÷ 5"],
          ["y-अक्ष पर x = 0", "5y = 20, इसलिए y = 20 ÷ 5"],
        ],
        ["At (0, 4): y = 4", "(0, 4) पर: y = 4"],
        "20 ÷ 5",
        "4",
      ),
    ],
  },
  sameAs("ncert-c9-rm-ch08", "ncert-c9-ch12"),
  sameAs("ncert-c9-rm-ch09", "ncert-c9-ch05"),
  {
    chapterId: "ncert-c9-rm-ch10",
    title: { en: "Heron's Formula", hi: "हीरोन का सूत्र" },
    idea: {
      en: "When you know all three sides a, b, c of a triangle but not its height, find the semi-perimeter s = (a + b + c) ÷ 2, then area = √[s(s − a)(s − b)(s − c)].",
      hi: "जब त्रिभुज की तीनों भुजाएँ a, b, c पता हों पर ऊँचाई नहीं, तो पहले अर्धपरिमाप s = (a + b + c) ÷ 2 निकालो, फिर क्षेत्रफल = √[s(s − a)(s − b)(s − c)]।",
    },
    examples: [
      example(
        [
          "Find s for a triangle with sides 13 cm, 14 cm, 15 cm.",
          "13 cm, 14 cm, 15 cm भुजाओं वाले त्रिभुज का s ज्ञात करो।",
        ],
        [
          ["s = (13 + 14 + 15) ÷ 2", "= 42 ÷ 2"],
          ["s = (13 + 14 + 15) ÷ 2", "= 42 ÷ 2"],
        ],
        ["s = 21 cm", "s = 21 cm"],
        "(13 + 14 + 15) ÷ 2",
        "21",
      ),
      example(
        ["Find the area of that triangle.", "उसी त्रिभुज का क्षेत्रफल ज्ञात करो।"],
        [
          ["s(s − a)(s − b)(s − c) = 21 × 8 × 7 × 6 = 7056", "84 × 84 = 7056"],
          ["s(s − a)(s − b)(s − c) = 21 × 8 × 7 × 6 = 7056", "84 × 84 = 7056"],
        ],
        ["84 cm²", "84 cm²"],
        "21 × 8 × 7 × 6 ÷ 84",
        "84",
      ),
    ],
  },
  sameAs("ncert-c9-rm-ch11", "ncert-c9-ch14"),
  sameAs("ncert-c9-rm-ch12", "ncert-c9-ch10"),
]);
