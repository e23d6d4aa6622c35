import { defineGenerator, say } from "../define.ts";
import { CHILD_NAMES, twoNames, wrongAnswers } from "./shared.ts";

/**
 * Equal groups and fair sharing, the start of multiplying and dividing: "4 plates with 3 ladoos on
 * each" and "12 bananas shared equally by 3 children". The author's range is the range of the
 * number of groups and of the size of each group (2–5 for Class 1, up to 10 for Class 3).
 */
const THINGS = ["ladoos", "bananas", "flowers", "guavas"] as const;
const HOLDERS = ["plates", "baskets", "vases", "boxes"] as const;

export const equalGroups = defineGenerator({
  id: "equalGroups",
  version: 1,
  name: { en: "Equal groups and fair sharing", hi: "बराबर समूह और बराबर बाँटना" },
  bounds: { min: 2, max: 10, defaultMin: 2, defaultMax: 5 },
  classes: [1, 2, 3],
  skills: ["equal-groups", "fair-sharing"],
  families: ["Mathematics"],
  texts: {
    en: {
      ...CHILD_NAMES.en,
      groups:
        "There are {groups} {holders} with {size} {things} in each. How many {things} are there in all?",
      share:
        "{name} shares {total} {things} equally among {groups} friends. How many {things} does each friend get?",
      groupsHint: "Add {size} again and again, once for each of the {groups} {holders}.",
      shareHint: "Give one to each friend, round after round, until none are left. Count the rounds.",
      groupsSolution: "{sum} = {answer}\nSo {groups} groups of {size} make {groups} × {size} = {answer}.",
      shareSolution:
        "Each round gives away {groups}: {rounds} = {total}\nThere were {answer} rounds, so each friend gets {answer}.\nCheck: {groups} × {answer} = {total}",
      addedNumbers: "Added the number of groups and the number in each group",
      oneGroupShort: "Counted one group too few",
      subtracted: "Took the number of friends away from the total instead of sharing",
      gaveSharers: "Gave the number of friends, not how many each one gets",
      ladoos: "ladoos",
      bananas: "bananas",
      flowers: "flowers",
      guavas: "guavas",
      plates: "plates",
      baskets: "baskets",
      vases: "vases",
      boxes: "boxes",
    },
    hi: {
      ...CHILD_NAMES.hi,
      groups: "{groups} {holders} हैं और हर एक में {size} {things} हैं। कुल कितने {things} हैं?",
      share: "{name} ने {total} {things} अपने {groups} दोस्तों में बराबर-बराबर बाँटे। हर दोस्त को कितने {things} मिले?",
      groupsHint: "{size} को बार-बार जोड़ो, हर एक के लिए एक बार: कुल {groups} बार।",
      shareHint: "हर दोस्त को एक-एक देते जाओ, बार-बार, जब तक कुछ न बचे। गिनो कितनी बार दिया।",
      groupsSolution: "{sum} = {answer}\nइसलिए {size} के {groups} समूह: {groups} × {size} = {answer}।",
      shareSolution:
        "हर बार {groups} चीज़ें बँटती हैं: {rounds} = {total}\nकुल {answer} बार बाँटा, इसलिए हर दोस्त को {answer} मिले।\nजाँचो: {groups} × {answer} = {total}",
      addedNumbers: "समूहों की संख्या और हर समूह की संख्या को जोड़ दिया",
      oneGroupShort: "एक समूह कम गिना",
      subtracted: "बाँटने की जगह कुल में से दोस्तों की संख्या घटा दी",
      gaveSharers: "हर दोस्त को कितने मिले, यह नहीं, दोस्तों की संख्या लिख दी",
      ladoos: "लड्डू",
      bananas: "केले",
      flowers: "फूल",
      guavas: "अमरूद",
      plates: "प्लेटें",
      baskets: "टोकरियाँ",
      vases: "गुलदान",
      boxes: "डिब्बे",
    },
  },
  generate(random, min, max) {
    const groups = random.int(min, max);
    const size = random.int(min, max);
    const total = groups * size;
    const things = say(random.pick(THINGS));
    const [name] = twoNames(random);
    const repeated = (value: number, times: number) => Array.from({ length: times }, () => value).join(" + ");
    if (random.next() < 0.5) {
      const holders = say(random.pick(HOLDERS));
      const params = { groups, size, things, holders, answer: total, sum: repeated(size, groups) };
      return {
        values: [groups, size],
        item: {
          kind: "numeric",
          prompt: say("groups", params),
          answer: String(total),
          hint: say("groupsHint", params),
          solution: say("groupsSolution", params),
          wrongAnswers: wrongAnswers(total, [
            { answer: groups + size, misconception: say("addedNumbers") },
            { answer: (groups - 1) * size, misconception: say("oneGroupShort") },
          ]),
        },
      };
    }
    const params = { name, groups, total, things, answer: size, rounds: repeated(groups, size) };
    return {
      values: [groups, size],
      item: {
        kind: "numeric",
        prompt: say("share", params),
        answer: String(size),
        hint: say("shareHint"),
        solution: say("shareSolution", params),
        wrongAnswers: wrongAnswers(size, [
          { answer: total - groups, misconception: say("subtracted") },
          { answer: groups, misconception: say("gaveSharers") },
        ]),
      },
    };
  },
});
