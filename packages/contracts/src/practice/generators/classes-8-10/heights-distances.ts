import { defineGenerator, say } from "../define.ts";
import { isClean, numericItem } from "./shared.ts";

/**
 * Heights and distances with angles of 30°, 45° and 60°. A length given as k√3 makes every answer
 * whole. Bounds: 1 a tower's height from the distance, 2 with the observer's eye height, 3 a boat's
 * distance from a cliff (angle of depression); 4 a ladder's length, 5 the distance walked as the angle
 * changes from 30° to 60°, 6 the distance between two boats on either side of a tower.
 */
const SQRT3 = Math.sqrt(3);
const TAN: Record<number, number> = { 30: 1 / SQRT3, 45: 1, 60: SQRT3 };
const SIN: Record<number, number> = { 30: 1 / 2, 45: Math.SQRT1_2, 60: SQRT3 / 2 };
/** A length k√3 (shown as "k√3") or k; with tan 30° or 60° only k√3 gives whole answers. */
const length = (k: number, surd: boolean) => (surd ? `${k}√3` : `${k}`);
const near = (v: number) => Math.round(v * 1e6) / 1e6;

export const heightsDistances = defineGenerator({
  id: "heightsDistances",
  version: 1,
  name: { en: "Heights and distances", hi: "ऊँचाई और दूरी" },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [10],
  skills: ["angle-of-elevation", "angle-of-depression-and-distances"],
  families: ["Mathematics"],
  texts: {
    en: {
      towerPrompt:
        "From a point {d} m from the foot of a tower on level ground, the angle of elevation of its top is {angle}°. Find the height of the tower in m.",
      eyePrompt:
        "{name} stands {d} m from a tree. Her eyes are {eye} m above the ground and the angle of elevation of the top of the tree is {angle}°. Find the height of the tree in m.",
      cliffPrompt:
        "From the top of a cliff {h} m high, the angle of depression of a boat is {angle}°. How far is the boat from the foot of the cliff, in m?",
      ladderPrompt:
        "A ladder leans against a wall and makes an angle of {angle}° with the ground. Its top reaches {h} m up the wall. Find the length of the ladder in m.",
      walkPrompt:
        "The angle of elevation of the top of a tower {h} m high is 30° from a point on the ground. After walking straight towards the tower, it is 60°. How far did the person walk, in m?",
      boatsPrompt:
        "From the top of a lighthouse {h} m high, two boats on opposite sides are seen at angles of depression of 30° and 60°. How far apart are the boats, in m?",
      hint: "Draw the right triangle first. Values to use: tan 30° is 1/√3, tan 45° is 1, tan 60° is √3; sin 30° is 1/2, sin 60° is √3/2.",
      towerSolution:
        "In the right triangle, height ÷ {d} = tan {angle}°\nHeight = {d} × tan {angle}°, which is {answer} m.",
      eyeSolution:
        "In the right triangle, (height above her eyes) ÷ {d} = tan {angle}°\nHeight above her eyes: {d} × tan {angle}°, which is {above} m\nHeight of the tree: {above} + {eye} = {answer}",
      cliffSolution:
        "The angle of depression equals the angle of elevation from the boat, so {h} ÷ distance = tan {angle}°\nDistance = {h} ÷ tan {angle}°, which is {answer} m.",
      ladderSolution:
        "In the right triangle, {h} ÷ ladder = sin {angle}°\nLadder = {h} ÷ sin {angle}°, which is {answer} m.",
      walkSolution:
        "From the far point: distance = {h} ÷ tan 30°, which is {far} m.\nFrom the near point: distance = {h} ÷ tan 60°, which is {nearD} m.\nDistance walked: {far} − {nearD} = {answer}",
      boatsSolution:
        "First boat: distance = {h} ÷ tan 30°, which is {far} m.\nSecond boat: distance = {h} ÷ tan 60°, which is {nearD} m.\nThey are on opposite sides: {far} + {nearD} = {answer}",
      invertedTan: "Used cot instead of tan (divided where they should multiply)",
      usedSine: "Used sin instead of tan",
      forgotEyeHeight: "Forgot to add the height of the observer's eyes",
      usedTangent: "Used tan instead of sin for the ladder",
      gaveFarDistance: "Gave the distance from the farther point only",
      gaveNearDistance: "Gave the distance from the nearer point only",
      subtractedDistances: "Subtracted the distances though the boats are on opposite sides",
      priya: "Priya",
      fatima: "Fatima",
      lakshmi: "Lakshmi",
      meera: "Meera",
    },
    hi: {
      towerPrompt:
        "समतल ज़मीन पर एक मीनार के पाद से {d} m दूर के बिंदु से मीनार के शिखर का उन्नयन कोण {angle}° है। मीनार की ऊँचाई कितने m है?",
      eyePrompt:
        "{name} एक पेड़ से {d} m दूर खड़ी है। उसकी आँखें ज़मीन से {eye} m ऊपर हैं और पेड़ के शिखर का उन्नयन कोण {angle}° है। पेड़ की ऊँचाई कितने m है?",
      cliffPrompt: "{h} m ऊँची चट्टान के शिखर से एक नाव का अवनमन कोण {angle}° है। नाव चट्टान के पाद से कितने m दूर है?",
      ladderPrompt:
        "एक सीढ़ी दीवार से टिकी है और ज़मीन से {angle}° का कोण बनाती है। इसका ऊपरी सिरा दीवार पर {h} m ऊँचाई तक पहुँचता है। सीढ़ी की लंबाई कितने m है?",
      walkPrompt:
        "ज़मीन के एक बिंदु से {h} m ऊँची मीनार के शिखर का उन्नयन कोण 30° है। मीनार की ओर सीधे चलने के बाद यह 60° हो जाता है। व्यक्ति कितने m चला?",
      boatsPrompt:
        "{h} m ऊँचे प्रकाश-स्तंभ के शिखर से उसके दोनों ओर एक-एक नाव 30° और 60° के अवनमन कोणों पर दिखती है। दोनों नावों के बीच कितने m की दूरी है?",
      hint: "पहले समकोण त्रिभुज बनाओ। ये मान काम आएँगे: tan 30° का मान 1/√3, tan 45° का 1, tan 60° का √3; sin 30° का 1/2, sin 60° का √3/2।",
      towerSolution: "समकोण त्रिभुज में, ऊँचाई ÷ {d} = tan {angle}°\nऊँचाई = {d} × tan {angle}°, यानी {answer} m।",
      eyeSolution:
        "समकोण त्रिभुज में, (आँखों से ऊपर की ऊँचाई) ÷ {d} = tan {angle}°\nआँखों से ऊपर की ऊँचाई: {d} × tan {angle}°, यानी {above} m\nपेड़ की ऊँचाई: {above} + {eye} = {answer}",
      cliffSolution:
        "अवनमन कोण, नाव से देखे गए उन्नयन कोण के बराबर है, इसलिए {h} ÷ दूरी = tan {angle}°\nदूरी = {h} ÷ tan {angle}°, यानी {answer} m।",
      ladderSolution: "समकोण त्रिभुज में, {h} ÷ सीढ़ी = sin {angle}°\nसीढ़ी = {h} ÷ sin {angle}°, यानी {answer} m।",
      walkSolution:
        "दूर वाले बिंदु से: दूरी = {h} ÷ tan 30°, यानी {far} m।\nपास वाले बिंदु से: दूरी = {h} ÷ tan 60°, यानी {nearD} m।\nचली गई दूरी: {far} − {nearD} = {answer}",
      boatsSolution:
        "पहली नाव: दूरी = {h} ÷ tan 30°, यानी {far} m।\nदूसरी नाव: दूरी = {h} ÷ tan 60°, यानी {nearD} m।\nनावें विपरीत ओर हैं: {far} + {nearD} = {answer}",
      invertedTan: "tan की जगह cot लिया (गुणा की जगह भाग दिया)",
      usedSine: "tan की जगह sin लिया",
      forgotEyeHeight: "देखने वाले की आँखों की ऊँचाई जोड़ना भूल गए",
      usedTangent: "सीढ़ी के लिए sin की जगह tan लिया",
      gaveFarDistance: "केवल दूर वाले बिंदु की दूरी बताई",
      gaveNearDistance: "केवल पास वाले बिंदु की दूरी बताई",
      subtractedDistances: "नावें विपरीत ओर हैं, फिर भी दूरियाँ घटा दीं",
      priya: "प्रिया",
      fatima: "फ़ातिमा",
      lakshmi: "लक्ष्मी",
      meera: "मीरा",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const k = random.int(2, 20);
    if (step === 5 || step === 6) {
      // h = k√3: from 30° the distance is 3k, from 60° it is k.
      const [far, nearD] = [3 * k, k];
      const answer = step === 5 ? far - nearD : far + nearD;
      const params = { h: length(k, true), far, nearD, answer };
      return {
        values: [step],
        item: numericItem(
          say(step === 5 ? "walkPrompt" : "boatsPrompt", params),
          answer,
          say("hint"),
          say(step === 5 ? "walkSolution" : "boatsSolution", params),
          step === 5
            ? [
                [far, "gaveFarDistance"],
                [nearD, "gaveNearDistance"],
              ]
            : [
                [far - nearD, "subtractedDistances"],
                [far, "gaveFarDistance"],
              ],
        ),
      };
    }
    // 45° only with the eye height: tan 45° = cot 45°, so elsewhere it would name no slip.
    const angle = step === 2 ? random.pick([30, 45, 60]) : random.pick([30, 60]);
    const surd = angle !== 45;
    const given = surd ? k * SQRT3 : k;
    const tan = TAN[angle] as number;
    const sin = SIN[angle] as number;
    if (step === 4) {
      // The wall height is k (30°) or k√3 (60°), so the ladder is 2k either way.
      const h = angle === 30 ? k : k * SQRT3;
      const answer = near(h / sin);
      const params = { angle, h: length(k, angle === 60), answer };
      return {
        values: [step],
        item: numericItem(say("ladderPrompt", params), answer, say("hint"), say("ladderSolution", params), [
          [near(h / tan), "usedTangent"],
          [near(h * sin), "usedSine"],
        ]),
      };
    }
    if (step === 3) {
      const answer = near(given / tan);
      const params = { h: length(k, surd), angle, answer };
      return {
        values: [step],
        item: numericItem(say("cliffPrompt", params), answer, say("hint"), say("cliffSolution", params), [
          [near(given * tan), "invertedTan"],
          [near(given / sin), "usedSine"],
        ]),
      };
    }
    const above = near(given * tan);
    if (step === 1) {
      const params = { d: length(k, surd), angle, answer: above };
      return {
        values: [step],
        item: numericItem(say("towerPrompt", params), above, say("hint"), say("towerSolution", params), [
          [near(given / tan), "invertedTan"],
          [near(given * sin), "usedSine"],
        ]),
      };
    }
    const eye = random.pick([1.2, 1.5, 1.6]);
    const answer = Math.round((above + eye) * 10) / 10;
    const params = {
      name: say(random.pick(["priya", "fatima", "lakshmi", "meera"])),
      d: length(k, surd),
      eye,
      angle,
      above,
      answer,
    };
    const wrongs: [number, string][] = [[above, "forgotEyeHeight"]];
    const cot = near(given / tan);
    if (isClean(cot)) wrongs.push([Math.round((cot + eye) * 10) / 10, "invertedTan"]);
    return {
      values: [step],
      item: numericItem(say("eyePrompt", params), answer, say("hint"), say("eyeSolution", params), wrongs),
    };
  },
});
