import { defineGenerator, say } from "../define.ts";
import { choiceItem, numericItem } from "./shared.ts";

/**
 * Euclid's geometry, where it can be worked out: bounds 1 whether a statement is one of Euclid's
 * axioms (true of any quantities) or a postulate (about geometry), 2 which axiom or postulate a step
 * of an argument uses, 3 the same with the lengths worked out; 4 the half of a segment from its
 * mid-point, 5 the equal remainders when a common part is taken from equal segments, 6 how many lines
 * pass through points no three of which lie on one line (one through each two, Postulate 1).
 */
export const NOTIONS = ["sameThing", "addEquals", "subtractEquals", "wholeGreater", "halves"] as const;
const POSTULATES = ["lineThroughTwo", "circleAnyRadius", "rightAngles"] as const;
export const KINDS = ["axiom", "postulate"] as const;
/** Each statement in words, the rule it uses, and the rule a child most often mistakes it for. */
const STATEMENTS = [
  ["lengthsChain", "sameThing", "halves"],
  ["anglesChain", "sameThing", "addEquals"],
  ["addToBoth", "addEquals", "subtractEquals"],
  ["takeFromBoth", "subtractEquals", "addEquals"],
  ["partOfSegment", "wholeGreater", "subtractEquals"],
  ["halvesOfSegment", "halves", "sameThing"],
  ["drawSegment", "lineThroughTwo", "sameThing"],
  ["drawCircle", "circleAnyRadius", "lineThroughTwo"],
  ["rightAnglesEqual", "rightAngles", "sameThing"],
] as const;
/** The four rules a step's question offers: the right one, its likeliest mix-up, then two others. */
const RULES = [...NOTIONS, ...POSTULATES] as const;

export const euclidGeometry = defineGenerator({
  id: "euclidGeometry",
  version: 1,
  name: { en: "Euclid's axioms and postulates", hi: "यूक्लिड के अभिगृहीत और अभिधारणाएँ" },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [9],
  skills: ["axioms-and-postulates", "equals-and-lines-through-points"],
  families: ["Mathematics"],
  texts: {
    en: {
      kindPrompt: "Is this one of Euclid's axioms or one of his postulates? “{rule}”",
      whichPrompt: "Which of Euclid's axioms or postulates does this step use? “{statement}”",
      lengthPrompt:
        "AC = BD = {whole} cm, and B lies between A and C, and C between B and D, with BC = {part} cm. So AB = CD = {rest} cm. Which of Euclid's axioms does this use?",
      lengthAddPrompt:
        "A, B, C and D lie on a line in this order, with AB = CD = {part} cm and BC = {middle} cm. So AC = BD = {sum} cm. Which of Euclid's axioms does this use?",
      midPrompt: "C is the mid-point of the line segment AB, and AB = {whole} cm. Find AC in cm.",
      remainderPrompt:
        "The points A, B, C and D lie on a line in this order, with AC = BD = {whole} cm and BC = {part} cm. Find CD in cm.",
      linesPrompt:
        "How many different straight lines can be drawn through {n} points, no three of which lie on one line?",
      axiom: "An axiom",
      postulate: "A postulate",
      sameThing: "Things which are equal to the same thing are equal to one another.",
      addEquals: "If equals are added to equals, the wholes are equal.",
      subtractEquals: "If equals are subtracted from equals, the remainders are equal.",
      wholeGreater: "The whole is greater than the part.",
      halves: "Things which are halves of the same things are equal to one another.",
      lineThroughTwo: "A straight line may be drawn from any one point to any other point.",
      circleAnyRadius: "A circle can be drawn with any centre and any radius.",
      rightAngles: "All right angles are equal to one another.",
      lengthsChain: "AB = PQ and PQ = XY, so AB = XY.",
      anglesChain: "∠1 = ∠3 and ∠2 = ∠3, so ∠1 = ∠2.",
      addToBoth: "x = y, so x + 7 = y + 7.",
      takeFromBoth: "AC = BD, so AC − BC = BD − BC.",
      partOfSegment: "C lies between A and B, so AB is longer than AC.",
      halvesOfSegment: "AC is half of AB and BD is half of AB, so AC = BD.",
      drawSegment: "Join the points P and Q to make the line segment PQ.",
      drawCircle: "With centre O and radius 3 cm, draw a circle.",
      rightAnglesEqual: "∠ABC and ∠PQR are both right angles, so ∠ABC = ∠PQR.",
      kindHint:
        "An axiom (common notion) is true of any quantities, in or out of geometry; a postulate is about geometry: points, lines, circles and angles.",
      whichHint:
        "Ask what is done to the equal things: compared through a third, added, taken away, or halved.",
      midHint: "The two halves of AB are equal, and together they make AB.",
      remainderHint: "Take the common part BC away from the equal segments AC and BD.",
      linesHint: "One line passes through each two of the points, and each line is counted once.",
      kindSolution: "{why}",
      whichSolution: "{how}\n{why}",
      lengthsChainHow: "In this step AB and XY are each equal to the same segment PQ.",
      anglesChainHow: "In this step ∠1 and ∠2 are each equal to the same angle ∠3.",
      addToBothHow: "In this step the same number 7 is added to the equal numbers x and y.",
      takeFromBothHow: "In this step the same part BC is taken from the equal segments AC and BD.",
      partOfSegmentHow: "In this step AC is a part of the whole segment AB.",
      halvesOfSegmentHow: "In this step AC and BD are each half of the same segment AB.",
      drawSegmentHow: "In this step a straight line is drawn from one point to another.",
      drawCircleHow: "In this step a circle is drawn with a chosen centre and radius.",
      rightAnglesEqualHow: "In this step two right angles are compared.",
      lengthSolution:
        "The common part BC is taken from the equal segments AC and BD: {whole} − {part} = {rest}. Equals taken from equals leave equals.",
      lengthAddSolution:
        "The same part BC is added to the equal segments AB and CD: {part} + {middle} = {sum}. Equals added to equals give equal wholes.",
      midSolution: "AC + CB = AB and AC = CB, so AC = {whole} ÷ 2 = {half} cm.",
      remainderSolution: "AB = AC − BC and CD = BD − BC, so CD = {whole} − {part} = {rest} cm.",
      linesSolution:
        "Each line joins two points: each point pairs with {less} others, and each line is counted twice, so {n} × {less} ÷ 2 = {lines}.",
      axiomWhy:
        "It speaks of quantities in general (lengths, angles, areas, numbers), not of drawing figures.\nSo it is one of Euclid's axioms (common notions).",
      postulateWhy:
        "It speaks of points, lines, circles or right angles: the figures of geometry.\nSo it is one of Euclid's postulates.",
      ruleWhy: "So the step uses: “{rule}”",
      calledGeometryAnAxiom: "Called a statement about points, lines or circles an axiom",
      calledAxiomAPostulate: "Called a statement true of any quantities a postulate",
      mixedAddSubtract: "Mixed up adding equals with taking equals away",
      mixedSameAndHalves: "Mixed up “equal to the same thing” with “halves of the same thing”",
      chosePostulateForEquals: "Chose a postulate for a step about equal quantities",
      choseEqualsForFigures:
        "Chose an axiom about equal quantities for a step that draws or compares figures",
      gaveWhole: "Gave the whole segment, not the part asked for",
      doubledInstead: "Doubled instead of halving",
      gavePart: "Gave the common part, not what is left",
      addedParts: "Added the common part instead of taking it away",
      countedEachTwice: "Counted each line twice, once from each of its points",
      onePerPoint: "Counted one line for each point",
    },
    hi: {
      kindPrompt: "यह यूक्लिड का अभिगृहीत है या अभिधारणा? “{rule}”",
      whichPrompt: "यह चरण यूक्लिड के किस अभिगृहीत या अभिधारणा का उपयोग करता है? “{statement}”",
      lengthPrompt:
        "AC = BD = {whole} सेमी है, B बिंदु A और C के बीच है, और C बिंदु B और D के बीच, तथा BC = {part} सेमी है। इसलिए AB = CD = {rest} सेमी। इसमें यूक्लिड के किस अभिगृहीत का उपयोग हुआ?",
      lengthAddPrompt:
        "A, B, C और D इसी क्रम में एक रेखा पर हैं, जहाँ AB = CD = {part} सेमी और BC = {middle} सेमी है। इसलिए AC = BD = {sum} सेमी। इसमें यूक्लिड के किस अभिगृहीत का उपयोग हुआ?",
      midPrompt: "C रेखाखंड AB का मध्य-बिंदु है, और AB = {whole} सेमी है। AC को सेमी में ज्ञात करो।",
      remainderPrompt:
        "बिंदु A, B, C और D इसी क्रम में एक रेखा पर हैं, जहाँ AC = BD = {whole} सेमी और BC = {part} सेमी है। CD को सेमी में ज्ञात करो।",
      linesPrompt: "{n} बिंदुओं से, जिनमें से कोई तीन एक रेखा पर नहीं हैं, कितनी अलग-अलग सरल रेखाएँ खींची जा सकती हैं?",
      axiom: "एक अभिगृहीत",
      postulate: "एक अभिधारणा",
      sameThing: "वे वस्तुएँ जो एक ही वस्तु के बराबर हों, एक-दूसरे के बराबर होती हैं।",
      addEquals: "यदि बराबरों को बराबरों में जोड़ा जाए, तो पूर्ण बराबर होते हैं।",
      subtractEquals: "यदि बराबरों को बराबरों में से घटाया जाए, तो शेषफल बराबर होते हैं।",
      wholeGreater: "पूर्ण अपने भाग से बड़ा होता है।",
      halves: "एक ही वस्तु के आधे भाग एक-दूसरे के बराबर होते हैं।",
      lineThroughTwo: "एक बिंदु से किसी अन्य बिंदु तक एक सरल रेखा खींची जा सकती है।",
      circleAnyRadius: "किसी भी केंद्र और किसी भी त्रिज्या से एक वृत्त खींचा जा सकता है।",
      rightAngles: "सभी समकोण एक-दूसरे के बराबर होते हैं।",
      lengthsChain: "AB = PQ और PQ = XY, इसलिए AB = XY।",
      anglesChain: "∠1 = ∠3 और ∠2 = ∠3, इसलिए ∠1 = ∠2।",
      addToBoth: "x = y, इसलिए x + 7 = y + 7।",
      takeFromBoth: "AC = BD, इसलिए AC − BC = BD − BC।",
      partOfSegment: "C बिंदु A और B के बीच है, इसलिए AB, AC से लंबा है।",
      halvesOfSegment: "AC, AB का आधा है और BD भी AB का आधा है, इसलिए AC = BD।",
      drawSegment: "बिंदुओं P और Q को मिलाकर रेखाखंड PQ बनाओ।",
      drawCircle: "केंद्र O और त्रिज्या 3 सेमी लेकर एक वृत्त खींचो।",
      rightAnglesEqual: "∠ABC और ∠PQR दोनों समकोण हैं, इसलिए ∠ABC = ∠PQR।",
      kindHint:
        "अभिगृहीत (सामान्य धारणा) किसी भी राशि पर लागू होता है, ज्यामिति में या उसके बाहर; अभिधारणा ज्यामिति के बारे में है: बिंदु, रेखाएँ, वृत्त और कोण।",
      whichHint: "देखो बराबर वस्तुओं के साथ क्या किया गया: किसी तीसरी से तुलना, जोड़ना, घटाना या आधा करना।",
      midHint: "AB के दोनों आधे भाग बराबर हैं, और दोनों मिलकर AB बनाते हैं।",
      remainderHint: "बराबर रेखाखंडों AC और BD में से साझा भाग BC घटाओ।",
      linesHint: "हर दो बिंदुओं से एक रेखा जाती है, और हर रेखा एक बार गिनी जाती है।",
      kindSolution: "{why}",
      whichSolution: "{how}\n{why}",
      lengthsChainHow: "इस चरण में AB और XY दोनों एक ही रेखाखंड PQ के बराबर हैं।",
      anglesChainHow: "इस चरण में ∠1 और ∠2 दोनों एक ही कोण ∠3 के बराबर हैं।",
      addToBothHow: "इस चरण में बराबर संख्याओं x और y में एक ही संख्या 7 जोड़ी गई है।",
      takeFromBothHow: "इस चरण में बराबर रेखाखंडों AC और BD में से एक ही भाग BC घटाया गया है।",
      partOfSegmentHow: "इस चरण में AC पूरे रेखाखंड AB का एक भाग है।",
      halvesOfSegmentHow: "इस चरण में AC और BD दोनों एक ही रेखाखंड AB के आधे हैं।",
      drawSegmentHow: "इस चरण में एक बिंदु से दूसरे बिंदु तक सरल रेखा खींची गई है।",
      drawCircleHow: "इस चरण में चुने हुए केंद्र और त्रिज्या से वृत्त खींचा गया है।",
      rightAnglesEqualHow: "इस चरण में दो समकोणों की तुलना की गई है।",
      lengthSolution:
        "बराबर रेखाखंडों AC और BD में से साझा भाग BC घटाया गया: {whole} − {part} = {rest}। बराबरों में से बराबर घटाने पर बराबर बचते हैं।",
      lengthAddSolution:
        "बराबर रेखाखंडों AB और CD में एक ही भाग BC जोड़ा गया: {part} + {middle} = {sum}। बराबरों में बराबर जोड़ने पर पूर्ण बराबर होते हैं।",
      midSolution: "AC + CB = AB और AC = CB, इसलिए AC = {whole} ÷ 2 = {half} सेमी।",
      remainderSolution: "AB = AC − BC और CD = BD − BC, इसलिए CD = {whole} − {part} = {rest} सेमी।",
      linesSolution:
        "हर रेखा दो बिंदुओं को मिलाती है: हर बिंदु {less} अन्य बिंदुओं से जुड़ता है, और हर रेखा दो बार गिनी जाती है, इसलिए {n} × {less} ÷ 2 = {lines}।",
      axiomWhy:
        "यह सामान्य रूप से राशियों (लंबाई, कोण, क्षेत्रफल, संख्या) की बात करता है, आकृतियाँ खींचने की नहीं।\nइसलिए यह यूक्लिड का एक अभिगृहीत (सामान्य धारणा) है।",
      postulateWhy:
        "यह बिंदुओं, रेखाओं, वृत्तों या समकोणों की, यानी ज्यामिति की आकृतियों की बात करता है।\nइसलिए यह यूक्लिड की एक अभिधारणा है।",
      ruleWhy: "इसलिए यह चरण इसका उपयोग करता है: “{rule}”",
      calledGeometryAnAxiom: "बिंदुओं, रेखाओं या वृत्तों के बारे में कथन को अभिगृहीत कह दिया",
      calledAxiomAPostulate: "किसी भी राशि पर लागू कथन को अभिधारणा कह दिया",
      mixedAddSubtract: "बराबरों को जोड़ने और बराबरों को घटाने में गड़बड़ की",
      mixedSameAndHalves: "“एक ही वस्तु के बराबर” और “एक ही वस्तु के आधे” में गड़बड़ की",
      chosePostulateForEquals: "बराबर राशियों वाले चरण के लिए अभिधारणा चुनी",
      choseEqualsForFigures: "आकृतियाँ खींचने या उनकी तुलना वाले चरण के लिए बराबर राशियों का अभिगृहीत चुना",
      gaveWhole: "पूरा रेखाखंड बता दिया, माँगा गया भाग नहीं",
      doubledInstead: "आधा करने की जगह दुगुना कर दिया",
      gavePart: "बचा हुआ भाग नहीं, साझा भाग बता दिया",
      addedParts: "साझा भाग घटाने की जगह जोड़ दिया",
      countedEachTwice: "हर रेखा को दो बार गिना, उसके दोनों बिंदुओं से",
      onePerPoint: "हर बिंदु के लिए एक रेखा गिनी",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step === 1) {
      const rule = random.pick(RULES);
      const isAxiom = (NOTIONS as readonly string[]).includes(rule);
      const item = choiceItem(
        say("kindPrompt", { rule: say(rule) }),
        [...KINDS],
        isAxiom ? 0 : 1,
        say("kindHint"),
        say("kindSolution", { why: say(isAxiom ? "axiomWhy" : "postulateWhy") }),
        [
          [0, "calledGeometryAnAxiom"],
          [1, "calledAxiomAPostulate"],
        ],
      );
      return { values: [step], item: { ...item, options: KINDS.map((k) => say(k)) } };
    }
    if (step === 2 || step === 3) {
      // Step 3 works the lengths out: equal segments with a common part taken away or added.
      const adding = step === 3 && random.next() < 0.5;
      const [statement, rule, mixUp] =
        step === 3 ? (STATEMENTS[adding ? 2 : 3] as (typeof STATEMENTS)[number]) : random.pick(STATEMENTS);
      // Four rules: the right one, its likeliest mix-up and two more, in a drawn order.
      const others = RULES.filter((r) => r !== rule && r !== mixUp);
      const pool: string[] = [rule, mixUp];
      while (pool.length < 4) {
        const next = random.pick(others);
        if (!pool.includes(next)) pool.push(next);
      }
      const options = [...pool];
      for (let i = options.length - 1; i > 0; i--) {
        const j = random.int(0, i);
        [options[i], options[j]] = [options[j] as string, options[i] as string];
      }
      // Each option's mix-up, named once: the first option that makes it.
      const isNotion = (r: string) => (NOTIONS as readonly string[]).includes(r);
      const pair = (a: string, b: string) => (option: string) =>
        (rule === a && option === b) || (rule === b && option === a);
      const slipOf = (option: string) =>
        pair("addEquals", "subtractEquals")(option)
          ? "mixedAddSubtract"
          : pair("sameThing", "halves")(option)
            ? "mixedSameAndHalves"
            : isNotion(rule) && !isNotion(option)
              ? "chosePostulateForEquals"
              : !isNotion(rule) && isNotion(option)
                ? "choseEqualsForFigures"
                : null;
      const named = new Set<string>();
      const slips = options.flatMap((option, at) => {
        const slip = option === rule ? null : slipOf(option);
        if (!slip || named.has(slip)) return [];
        named.add(slip);
        return [[at, slip] as const];
      });
      const whole = random.int(8, 30);
      const part = random.int(2, whole - 3);
      const lengths: Record<string, number> = adding
        ? { part, middle: whole - part, sum: whole }
        : { whole, part, rest: whole - part };
      const prompt =
        step === 3
          ? say(adding ? "lengthAddPrompt" : "lengthPrompt", lengths)
          : say("whichPrompt", { statement: say(statement) });
      const solution =
        step === 3
          ? say(adding ? "lengthAddSolution" : "lengthSolution", lengths)
          : say("whichSolution", { how: say(`${statement}How`), why: say("ruleWhy", { rule: say(rule) }) });
      const item = choiceItem(prompt, options, options.indexOf(rule), say("whichHint"), solution, slips);
      return { values: [step], item: { ...item, options: options.map((o) => say(o)) } };
    }
    if (step === 4) {
      const half = random.int(3, 25);
      const whole = 2 * half;
      return {
        values: [step],
        item: numericItem(
          say("midPrompt", { whole }),
          half,
          say("midHint"),
          say("midSolution", { whole, half }),
          [
            [whole, "gaveWhole"],
            [2 * whole, "doubledInstead"],
          ],
        ),
      };
    }
    if (step === 5) {
      const whole = random.int(9, 40);
      const part = random.int(2, whole - 3);
      const rest = whole - part;
      return {
        values: [step],
        item: numericItem(
          say("remainderPrompt", { whole, part }),
          rest,
          say("remainderHint"),
          say("remainderSolution", { whole, part, rest }),
          [
            [part, "gavePart"],
            [whole, "gaveWhole"],
            [whole + part, "addedParts"],
          ],
        ),
      };
    }
    const n = random.int(3, 12);
    const lines = (n * (n - 1)) / 2;
    return {
      values: [step],
      item: numericItem(
        say("linesPrompt", { n }),
        lines,
        say("linesHint"),
        say("linesSolution", { n, less: n - 1, lines }),
        [
          [n * (n - 1), "countedEachTwice"],
          [n, "onePerPoint"],
        ],
      ),
    };
  },
});
