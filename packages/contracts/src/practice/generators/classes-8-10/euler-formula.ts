import { defineGenerator, say } from "../define.ts";
import { numericItem } from "./shared.ts";

/**
 * Solids and fractals. Bounds: 1 the edges from faces and vertices (F + V − E = 2), 2 the faces,
 * 3 the vertices; 4 the faces of an n-sided prism, 5 the edges of an n-sided pyramid, 6 the vertices
 * of an n-sided prism; 7 the shaded triangles of a Sierpinski triangle at stage n, 8 the segments of
 * the Koch curve at stage n, 9 the squares left in a Sierpinski carpet at stage n. From version 2 a
 * fractal's question may instead ask at which stage there are so many pieces, or how many more
 * there are at one stage than at the one before.
 */
export const eulerFormula = defineGenerator({
  id: "eulerFormula",
  version: 2,
  oldestVersion: 1,
  name: { en: "Euler's formula, prisms, pyramids and fractals", hi: "ऑयलर का सूत्र, प्रिज़्म, पिरामिड और फ्रैक्टल" },
  bounds: { min: 1, max: 9, defaultMin: 1, defaultMax: 9 },
  classes: [8],
  skills: ["eulers-formula", "prisms-and-pyramids", "counting-in-fractals"],
  families: ["Mathematics"],
  texts: {
    en: {
      edgesPrompt: "A polyhedron has {f} faces and {v} vertices. How many edges does it have?",
      facesPrompt: "A polyhedron has {v} vertices and {e} edges. How many faces does it have?",
      verticesPrompt: "A polyhedron has {f} faces and {e} edges. How many vertices does it have?",
      prismFacesPrompt: "How many faces does a prism with a {n}-sided base have?",
      pyramidEdgesPrompt: "How many edges does a pyramid with a {n}-sided base have?",
      prismVerticesPrompt: "How many vertices does a prism with a {n}-sided base have?",
      sierpinskiPrompt:
        "A Sierpinski triangle starts as 1 shaded triangle; at each stage every shaded triangle becomes 3. How many shaded triangles are there at stage {n}?",
      kochPrompt:
        "The Koch curve starts as 1 segment; at each stage every segment becomes 4. How many segments are there at stage {n}?",
      carpetPrompt:
        "A Sierpinski carpet starts as 1 square; at each stage every square becomes 8 smaller ones. How many squares are there at stage {n}?",
      sierpinskiIntro:
        "A Sierpinski triangle starts as 1 shaded triangle; at each stage every shaded triangle becomes 3.",
      kochIntro: "The Koch curve starts as 1 segment; at each stage every segment becomes 4.",
      carpetIntro:
        "A Sierpinski carpet starts as 1 square; at each stage every square becomes 8 smaller ones.",
      sierpinskiPieces: "shaded triangles",
      kochPieces: "segments",
      carpetPieces: "squares",
      stagePrompt: "{intro} At which stage are there {count} {pieces}?",
      morePrompt: "{intro} How many more {pieces} are there at stage {n} than at stage {m}?",
      stageSolution: "Stage by stage: {chain}\nSo there are {count} {pieces} at stage {answer}.",
      moreSolution: "Stage {n} has {big} and stage {m} has {small}.\nMore: {big} − {small} = {answer}",
      countedStart: "Counted the start as stage 1",
      gaveLaterCount: "Gave the count at the later stage, not how many more",
      usedFactor: "Took the increase as the number each piece becomes",
      hint: "Every polyhedron: F + V − E = 2. Count a prism or pyramid base by base.",
      fractalHint:
        "Each stage multiplies the count by the same number, so stage n has (that number)ⁿ pieces.",
      edgesSolution: "E = F + V − 2: {f} + {v} − 2 = {answer}",
      facesSolution: "F = E − V + 2: {e} − {v} + 2 = {answer}",
      verticesSolution: "V = E − F + 2: {e} − {f} + 2 = {answer}",
      prismFacesSolution: "Two bases and {n} side faces: {n} + 2 = {answer}",
      pyramidEdgesSolution: "{n} edges round the base and {n} up to the top: 2 × {n} = {answer}",
      prismVerticesSolution: "{n} vertices on each of the two bases: 2 × {n} = {answer}",
      fractalSolution: "Stage {n}: {product} = {answer}",
      forgotTwo: "Left out the 2 in F + V − E = 2",
      wrongSignOfTwo: "Used −2 instead of +2",
      countedBaseOnce: "Counted only one base",
      countedBaseEdgesOnly: "Counted only the edges round the base",
      multipliedByStage: "Multiplied by the stage number instead of raising to a power",
      oneStageShort: "Stopped one stage short",
    },
    hi: {
      edgesPrompt: "एक बहुफलक के {f} फलक और {v} शीर्ष हैं। इसके कितने किनारे हैं?",
      facesPrompt: "एक बहुफलक के {v} शीर्ष और {e} किनारे हैं। इसके कितने फलक हैं?",
      verticesPrompt: "एक बहुफलक के {f} फलक और {e} किनारे हैं। इसके कितने शीर्ष हैं?",
      prismFacesPrompt: "{n} भुजाओं वाले आधार के प्रिज़्म के कितने फलक होते हैं?",
      pyramidEdgesPrompt: "{n} भुजाओं वाले आधार के पिरामिड के कितने किनारे होते हैं?",
      prismVerticesPrompt: "{n} भुजाओं वाले आधार के प्रिज़्म के कितने शीर्ष होते हैं?",
      sierpinskiPrompt:
        "सियरपिंस्की त्रिभुज 1 छायांकित त्रिभुज से शुरू होता है; हर चरण में हर छायांकित त्रिभुज 3 बन जाता है। चरण {n} पर कितने छायांकित त्रिभुज हैं?",
      kochPrompt: "कोख़ वक्र 1 रेखाखंड से शुरू होता है; हर चरण में हर रेखाखंड 4 बन जाता है। चरण {n} पर कितने रेखाखंड हैं?",
      carpetPrompt:
        "सियरपिंस्की कालीन 1 वर्ग से शुरू होता है; हर चरण में हर वर्ग 8 छोटे वर्ग बन जाता है। चरण {n} पर कितने वर्ग हैं?",
      sierpinskiIntro: "सियरपिंस्की त्रिभुज 1 छायांकित त्रिभुज से शुरू होता है; हर चरण में हर छायांकित त्रिभुज 3 बन जाता है।",
      kochIntro: "कोख़ वक्र 1 रेखाखंड से शुरू होता है; हर चरण में हर रेखाखंड 4 बन जाता है।",
      carpetIntro: "सियरपिंस्की कालीन 1 वर्ग से शुरू होता है; हर चरण में हर वर्ग 8 छोटे वर्ग बन जाता है।",
      sierpinskiPieces: "छायांकित त्रिभुज",
      kochPieces: "रेखाखंड",
      carpetPieces: "वर्ग",
      stagePrompt: "{intro} किस चरण पर {count} {pieces} होते हैं?",
      morePrompt: "{intro} चरण {n} पर चरण {m} से कितने {pieces} अधिक हैं?",
      stageSolution: "चरण-दर-चरण: {chain}\nइसलिए चरण {answer} पर {count} {pieces} होते हैं।",
      moreSolution: "चरण {n} पर {big} और चरण {m} पर {small} हैं।\nअधिक: {big} − {small} = {answer}",
      countedStart: "शुरुआत को चरण 1 गिन लिया",
      gaveLaterCount: "कितने अधिक की जगह बाद वाले चरण की गिनती दे दी",
      usedFactor: "बढ़त को वह संख्या मान लिया जितने टुकड़े हर टुकड़ा बनता है",
      hint: "हर बहुफलक: F + V − E = 2। प्रिज़्म या पिरामिड को आधार-दर-आधार गिनो।",
      fractalHint: "हर चरण गिनती को एक ही संख्या से गुणा करता है, इसलिए चरण n पर (वह संख्या)ⁿ टुकड़े होते हैं।",
      edgesSolution: "E = F + V − 2: {f} + {v} − 2 = {answer}",
      facesSolution: "F = E − V + 2: {e} − {v} + 2 = {answer}",
      verticesSolution: "V = E − F + 2: {e} − {f} + 2 = {answer}",
      prismFacesSolution: "दो आधार और {n} पार्श्व फलक: {n} + 2 = {answer}",
      pyramidEdgesSolution: "आधार के चारों ओर {n} किनारे और शीर्ष तक {n}: 2 × {n} = {answer}",
      prismVerticesSolution: "दोनों आधारों पर {n}-{n} शीर्ष: 2 × {n} = {answer}",
      fractalSolution: "चरण {n}: {product} = {answer}",
      forgotTwo: "F + V − E = 2 में 2 छोड़ दिया",
      wrongSignOfTwo: "+2 की जगह −2 लिया",
      countedBaseOnce: "केवल एक आधार गिना",
      countedBaseEdgesOnly: "केवल आधार के किनारे गिने",
      multipliedByStage: "घात लेने की जगह चरण की संख्या से गुणा कर दिया",
      oneStageShort: "एक चरण पहले रुक गए",
    },
  },
  generate(random, min, max, version) {
    const step = random.int(min, max);
    if (step <= 3) {
      // A prism or pyramid on an n-gon, or one of the regular solids.
      const solids = [
        [4, 4, 6],
        [6, 8, 12],
        [8, 6, 12],
        [12, 20, 30],
        [20, 12, 30],
      ];
      const n = random.int(3, 12);
      solids.push([n + 2, 2 * n, 3 * n], [n + 1, n + 1, 2 * n]);
      const [f, v, e] = random.pick(solids) as [number, number, number];
      if (step === 1)
        return {
          values: [step],
          item: numericItem(
            say("edgesPrompt", { f, v }),
            e,
            say("hint"),
            say("edgesSolution", { f, v, answer: e }),
            [
              [f + v, "forgotTwo"],
              [f + v + 2, "wrongSignOfTwo"],
            ],
          ),
        };
      if (step === 2)
        return {
          values: [step],
          item: numericItem(
            say("facesPrompt", { v, e }),
            f,
            say("hint"),
            say("facesSolution", { v, e, answer: f }),
            [
              [e - v, "forgotTwo"],
              [e - v - 2, "wrongSignOfTwo"],
            ],
          ),
        };
      return {
        values: [step],
        item: numericItem(
          say("verticesPrompt", { f, e }),
          v,
          say("hint"),
          say("verticesSolution", { f, e, answer: v }),
          [
            [e - f, "forgotTwo"],
            [e - f - 2, "wrongSignOfTwo"],
          ],
        ),
      };
    }
    if (step <= 6) {
      const n = random.int(3, 15);
      if (step === 4)
        return {
          values: [step],
          item: numericItem(
            say("prismFacesPrompt", { n }),
            n + 2,
            say("hint"),
            say("prismFacesSolution", { n, answer: n + 2 }),
            [[n + 1, "countedBaseOnce"]],
          ),
        };
      if (step === 5)
        return {
          values: [step],
          item: numericItem(
            say("pyramidEdgesPrompt", { n }),
            2 * n,
            say("hint"),
            say("pyramidEdgesSolution", { n, answer: 2 * n }),
            [[n, "countedBaseEdgesOnly"]],
          ),
        };
      return {
        values: [step],
        item: numericItem(
          say("prismVerticesPrompt", { n }),
          2 * n,
          say("hint"),
          say("prismVerticesSolution", { n, answer: 2 * n }),
          [[n, "countedBaseOnce"]],
        ),
      };
    }
    const factor = { 7: 3, 8: 4, 9: 8 }[step] as number;
    const n = random.int(2, step === 9 ? 4 : 6);
    const answer = factor ** n;
    const product = Array.from({ length: n }, () => factor).join(" × ");
    const key = { 7: "sierpinskiPrompt", 8: "kochPrompt", 9: "carpetPrompt" }[step] as string;
    const ask = version >= 2 ? random.int(0, 2) : 0;
    if (ask > 0) {
      const fractal = key.replace("Prompt", "");
      const [intro, pieces] = [say(`${fractal}Intro`), say(`${fractal}Pieces`)];
      if (ask === 1) {
        const chain = Array.from({ length: n + 1 }, (_, i) => factor ** i).join(" → ");
        return {
          values: [step],
          item: numericItem(
            say("stagePrompt", { intro, count: answer, pieces }),
            n,
            say("fractalHint"),
            say("stageSolution", { chain, count: answer, pieces, answer: n }),
            [
              [n + 1, "countedStart"],
              [n - 1, "oneStageShort"],
            ],
          ),
        };
      }
      const small = factor ** (n - 1);
      return {
        values: [step],
        item: numericItem(
          say("morePrompt", { intro, pieces, n, m: n - 1 }),
          answer - small,
          say("fractalHint"),
          say("moreSolution", { n, m: n - 1, big: answer, small, answer: answer - small }),
          [
            [answer, "gaveLaterCount"],
            [factor, "usedFactor"],
          ],
        ),
      };
    }
    return {
      values: [step],
      item: numericItem(
        say(key, { n }),
        answer,
        say("fractalHint"),
        say("fractalSolution", { n, product, answer }),
        [
          [factor * n, "multipliedByStage"],
          [factor ** (n - 1), "oneStageShort"],
        ],
      ),
    };
  },
});
