import { defineLessons } from "./model.ts";

/** Class 3's lesson pages for chapters 1 to 8. */
export const CLASS_3_LESSONS_CH01_08 = defineLessons([
  {
    chapterId: "ncert-c3-ch01",
    title: { en: "What's in a Name?", hi: "नाम में क्या रखा है?" },
    idea: {
      en: "When we count many things, we can make a tally mark for each one. Every fifth mark crosses the four before it, so we count the bundles in 5s.\n\nWe can write the counts in a table and compare them.",
      hi: "बहुत सारी चीज़ें गिनते समय हर चीज़ के लिए एक मिलान चिह्न बना सकते हैं। हर पाँचवाँ चिह्न पहले के चार को काटता है, इसलिए गुच्छों को 5-5 करके गिनते हैं।\n\nगिनती को तालिका में लिखकर उनकी तुलना कर सकते हैं।",
    },
    examples: [
      {
        question: {
          en: "Tally marks show 4 bundles of five and 2 single lines. What is the count?",
          hi: "मिलान चिह्नों में पाँच के 4 गुच्छे और 2 अकेली रेखाएँ हैं। गिनती क्या है?",
        },
        steps: {
          en: ["Bundles: 5, 10, 15, 20.", "Single lines: 21, 22."],
          hi: ["गुच्छे: 5, 10, 15, 20।", "अकेली रेखाएँ: 21, 22।"],
        },
        answer: { en: "22", hi: "22" },
        check: { expression: "4×5+2", value: "22" },
      },
      {
        question: {
          en: "In a class, 13 names start with A and 8 start with S. How many more names start with A?",
          hi: "एक कक्षा में 13 नाम A से और 8 नाम S से शुरू होते हैं। A से शुरू होने वाले नाम कितने ज़्यादा हैं?",
        },
        steps: {
          en: ["Subtract the smaller count: 13 − 8.", "Count on from 8 to 13: 5."],
          hi: ["छोटी गिनती घटाओ: 13 − 8।", "8 से 13 तक आगे गिनो: 5।"],
        },
        answer: { en: "5 more names.", hi: "5 नाम ज़्यादा।" },
        check: { expression: "13-8", value: "5" },
      },
    ],
  },
  {
    chapterId: "ncert-c3-ch02",
    title: { en: "Toy Joy", hi: "खिलौनों का आनंद" },
    idea: {
      en: "Toys are made of solid shapes: a cube, a cuboid, a cylinder, a cone, a sphere. Solids with curved surfaces roll; solids with only flat faces slide and stack.\n\nA cube and a cuboid each have 6 faces, 8 corners and 12 edges.",
      hi: "खिलौने ठोस आकृतियों से बनते हैं: घन, घनाभ, बेलन, शंकु, गोला। घुमावदार सतह वाले ठोस लुढ़कते हैं; केवल सपाट फलकों वाले ठोस खिसकते हैं और एक के ऊपर एक रखे जा सकते हैं।\n\nघन और घनाभ दोनों के 6 फलक, 8 कोने और 12 किनारे होते हैं।",
    },
    examples: [
      {
        question: {
          en: "A toy train has 4 coaches, each a cuboid. How many edges do the 4 coaches have in all?",
          hi: "एक खिलौना रेलगाड़ी में 4 डिब्बे हैं, हर एक घनाभ है। 4 डिब्बों के कुल कितने किनारे हैं?",
        },
        steps: {
          en: ["One cuboid has 12 edges.", "4 cuboids: 12 + 12 + 12 + 12."],
          hi: ["एक घनाभ के 12 किनारे होते हैं।", "4 घनाभ: 12 + 12 + 12 + 12।"],
        },
        answer: { en: "48 edges.", hi: "48 किनारे।" },
        check: { expression: "4×12", value: "48" },
      },
      {
        question: {
          en: "Lalita stacks 5 dice in a tower. How many faces do the dice have in all?",
          hi: "ललिता 5 पासों की मीनार बनाती है। पासों के कुल कितने फलक हैं?",
        },
        steps: {
          en: ["One dice has 6 faces.", "5 dice: 6 + 6 + 6 + 6 + 6."],
          hi: ["एक पासे के 6 फलक होते हैं।", "5 पासे: 6 + 6 + 6 + 6 + 6।"],
        },
        answer: { en: "30 faces.", hi: "30 फलक।" },
        check: { expression: "5×6", value: "30" },
      },
    ],
  },
  {
    chapterId: "ncert-c3-ch03",
    title: { en: "Double Century", hi: "दोहरा शतक" },
    idea: {
      en: "100 is ten tens. 200 is two hundreds. A number like 147 is 1 hundred, 4 tens and 7 ones.\n\nTo make 100, find the missing part: 64 and 36 make 100. Jumps of 10 on a number line help: 64, 74, 84, 94, then 6 more.",
      hi: "100 यानी दस दहाई। 200 यानी दो सैकड़े। 147 जैसी संख्या 1 सैकड़ा, 4 दहाई और 7 इकाई है।\n\n100 बनाने के लिए छूटा भाग ढूँढो: 64 और 36 से 100 बनता है। संख्या रेखा पर 10 की छलाँगें मदद करती हैं: 64, 74, 84, 94, फिर 6 और।",
    },
    examples: [
      {
        question: {
          en: "What must be added to 64 to make 100?",
          hi: "100 बनाने के लिए 64 में कितना जोड़ना होगा?",
        },
        steps: {
          en: ["Jump in tens: 74, 84, 94 is 30.", "From 94 to 100 is 6 more: 30 + 6."],
          hi: ["दस-दस की छलाँग: 74, 84, 94, यानी 30।", "94 से 100 तक 6 और: 30 + 6।"],
        },
        answer: { en: "36", hi: "36" },
        check: { expression: "100-64", value: "36" },
      },
      {
        question: {
          en: "What number is 1 hundred, 8 tens and 3 ones?",
          hi: "1 सैकड़ा, 8 दहाई और 3 इकाई से कौन-सी संख्या बनती है?",
        },
        steps: {
          en: ["1 hundred = 100; 8 tens = 80.", "100 + 80 + 3."],
          hi: ["1 सैकड़ा = 100; 8 दहाई = 80।", "100 + 80 + 3।"],
        },
        answer: { en: "183", hi: "183" },
        check: { expression: "100+80+3", value: "183" },
      },
    ],
  },
  {
    chapterId: "ncert-c3-ch04",
    title: { en: "Vacation with My Nani Maa", hi: "नानी माँ के साथ छुट्टियाँ" },
    idea: {
      en: "We add and subtract 2-digit numbers by places: ones with ones, tens with tens. We can also do it in our head by making tens: 47 + 25 is 47 + 3 = 50, then 50 + 22 = 72.",
      hi: "हम 2 अंकों की संख्याएँ स्थान के अनुसार जोड़ते-घटाते हैं: इकाई से इकाई, दहाई से दहाई। दहाई बनाकर मन में भी कर सकते हैं: 47 + 25 यानी 47 + 3 = 50, फिर 50 + 22 = 72।",
    },
    examples: [
      {
        question: {
          en: "Nani Maa picks 47 mangoes on Monday and 25 on Tuesday. How many mangoes is that?",
          hi: "नानी माँ सोमवार को 47 आम और मंगलवार को 25 आम तोड़ती हैं। कुल कितने आम हुए?",
        },
        steps: {
          en: ["Make a ten: 47 + 3 = 50, leaving 22 to add.", "50 + 22 = 72."],
          hi: ["दहाई बनाओ: 47 + 3 = 50, जोड़ने को 22 बचे।", "50 + 22 = 72।"],
        },
        answer: { en: "72 mangoes.", hi: "72 आम।" },
        check: { expression: "47+25", value: "72" },
      },
      {
        question: {
          en: "The train journey is 90 km. They have gone 36 km. How many km are left?",
          hi: "रेल यात्रा 90 किमी की है। वे 36 किमी जा चुके हैं। कितने किमी बचे?",
        },
        steps: {
          en: ["From 36 to 40 is 4.", "From 40 to 90 is 50: 4 + 50."],
          hi: ["36 से 40 तक 4।", "40 से 90 तक 50: 4 + 50।"],
        },
        answer: { en: "54 km.", hi: "54 किमी।" },
        check: { expression: "90-36", value: "54" },
      },
    ],
  },
  {
    chapterId: "ncert-c3-ch05",
    title: { en: "Fun with Shapes", hi: "आकृतियों के साथ मज़ा" },
    idea: {
      en: "A triangle has 3 sides and 3 corners, a square and a rectangle have 4, a pentagon 5 and a hexagon 6. A circle has no corners.\n\nShapes can fit together without gaps to make a tiling, and a tiling makes a pattern.",
      hi: "त्रिभुज की 3 भुजाएँ और 3 कोने होते हैं, वर्ग और आयत के 4, पंचभुज के 5 और षट्भुज के 6। वृत्त का कोई कोना नहीं होता।\n\nआकृतियाँ बिना जगह छोड़े आपस में जुड़कर फ़र्श जैसी टाइलिंग बनाती हैं, और टाइलिंग से पैटर्न बनता है।",
    },
    examples: [
      {
        question: {
          en: "How many sides do 3 triangles and 2 hexagons have in all?",
          hi: "3 त्रिभुजों और 2 षट्भुजों की कुल कितनी भुजाएँ हैं?",
        },
        steps: {
          en: ["Triangles: 3 + 3 + 3 = 9.", "Hexagons: 6 + 6 = 12, and 9 + 12."],
          hi: ["त्रिभुज: 3 + 3 + 3 = 9।", "षट्भुज: 6 + 6 = 12, और 9 + 12।"],
        },
        answer: { en: "21 sides.", hi: "21 भुजाएँ।" },
        check: { expression: "3×3+2×6", value: "21" },
      },
      {
        question: {
          en: "A tile pattern repeats square, triangle, triangle. How many triangles are there in 6 repeats?",
          hi: "एक टाइल पैटर्न में वर्ग, त्रिभुज, त्रिभुज दोहराया जाता है। 6 बार दोहराने में कितने त्रिभुज होंगे?",
        },
        steps: {
          en: ["Each repeat has 2 triangles.", "6 repeats: 2 + 2 + 2 + 2 + 2 + 2."],
          hi: ["हर बार 2 त्रिभुज आते हैं।", "6 बार: 2 + 2 + 2 + 2 + 2 + 2।"],
        },
        answer: { en: "12 triangles.", hi: "12 त्रिभुज।" },
        check: { expression: "6×2", value: "12" },
      },
    ],
  },
  {
    chapterId: "ncert-c3-ch06",
    title: { en: "House of Hundreds – I", hi: "सैकड़ों का घर – 1" },
    idea: {
      en: "A 3-digit number has hundreds, tens and ones. In 586, the 5 means 500, the 8 means 80 and the 6 means 6.\n\nTo compare 3-digit numbers, look at the hundreds first, then the tens, then the ones.",
      hi: "3 अंकों की संख्या में सैकड़े, दहाई और इकाई होते हैं। 586 में 5 का मतलब 500, 8 का मतलब 80 और 6 का मतलब 6 है।\n\n3 अंकों की संख्याओं की तुलना के लिए पहले सैकड़े देखो, फिर दहाई, फिर इकाई।",
    },
    examples: [
      {
        question: { en: "What is the value of 8 in 586?", hi: "586 में 8 का स्थानीय मान क्या है?" },
        steps: {
          en: ["8 is in the tens place.", "8 tens = 8 × 10."],
          hi: ["8 दहाई के स्थान पर है।", "8 दहाई = 8 × 10।"],
        },
        answer: { en: "80", hi: "80" },
        check: { expression: "8×10", value: "80" },
      },
      {
        question: { en: "Which is bigger, 472 or 427? By how much?", hi: "कौन बड़ा है, 472 या 427? कितना?" },
        steps: {
          en: [
            "Hundreds are the same: 4 and 4.",
            "Tens: 7 is more than 2, so 472 is bigger; 472 − 427 = 45.",
          ],
          hi: ["सैकड़े बराबर हैं: 4 और 4।", "दहाई: 7, 2 से ज़्यादा है, इसलिए 472 बड़ी है; 472 − 427 = 45।"],
        },
        answer: { en: "472 is bigger, by 45.", hi: "472 बड़ी है, 45 से।" },
        check: { expression: "472-427", value: "45" },
      },
    ],
  },
  {
    chapterId: "ncert-c3-ch07",
    title: { en: "Raksha Bandhan", hi: "रक्षाबंधन" },
    idea: {
      en: "Equal groups can be written as multiplication: 4 plates with 3 rakhis each is 4 × 3 = 12 rakhis. An array of rows and columns shows the same.\n\nThe tables of 2, 3, 4, 5 and 10 are built by adding the same number again and again.",
      hi: "बराबर समूहों को गुणा के रूप में लिख सकते हैं: 4 थालियाँ, हर एक में 3 राखियाँ, यानी 4 × 3 = 12 राखियाँ। पंक्तियों और स्तंभों की सरणी भी यही दिखाती है।\n\n2, 3, 4, 5 और 10 के पहाड़े एक ही संख्या बार-बार जोड़कर बनते हैं।",
    },
    examples: [
      {
        question: {
          en: "Meena ties rakhis on 5 cousins, 2 rakhis each. How many rakhis does she need?",
          hi: "मीना 5 भाइयों को 2-2 राखियाँ बाँधती है। उसे कितनी राखियाँ चाहिए?",
        },
        steps: {
          en: ["Add 2 five times: 2 + 2 + 2 + 2 + 2.", "So 5 × 2 = 10."],
          hi: ["2 को पाँच बार जोड़ो: 2 + 2 + 2 + 2 + 2।", "यानी 5 × 2 = 10।"],
        },
        answer: { en: "10 rakhis.", hi: "10 राखियाँ।" },
        check: { expression: "5×2", value: "10" },
      },
      {
        question: {
          en: "Sweets are laid in 4 rows of 6. How many sweets are there?",
          hi: "मिठाइयाँ 6-6 की 4 पंक्तियों में रखी हैं। कुल कितनी मिठाइयाँ हैं?",
        },
        steps: {
          en: ["Each row has 6: 6 + 6 + 6 + 6.", "So 4 × 6 = 24."],
          hi: ["हर पंक्ति में 6: 6 + 6 + 6 + 6।", "यानी 4 × 6 = 24।"],
        },
        answer: { en: "24 sweets.", hi: "24 मिठाइयाँ।" },
        check: { expression: "4×6", value: "24" },
      },
    ],
  },
  {
    chapterId: "ncert-c3-ch08",
    title: { en: "Fair Share", hi: "बराबर का हिस्सा" },
    idea: {
      en: "A fair share gives everyone the same. Half means 2 equal parts; a quarter means 4 equal parts. Half of 12 is 6, a quarter of 12 is 3.",
      hi: "बराबर हिस्से में सबको एक जितना मिलता है। आधा यानी 2 बराबर भाग; चौथाई यानी 4 बराबर भाग। 12 का आधा 6 है, 12 का चौथाई 3।",
    },
    examples: [
      {
        question: {
          en: "Anu has 16 ladoos and gives half of them to Ravi. How many does Ravi get?",
          hi: "अनु के पास 16 लड्डू हैं। वह उनमें से आधे रवि को देती है। रवि को कितने मिले?",
        },
        steps: {
          en: ["Half means 2 equal parts.", "16 ÷ 2: 8 and 8 make 16."],
          hi: ["आधा यानी 2 बराबर भाग।", "16 ÷ 2: 8 और 8 से 16 बनता है।"],
        },
        answer: { en: "8 ladoos.", hi: "8 लड्डू।" },
        check: { expression: "16÷2", value: "8" },
      },
      {
        question: {
          en: "A roti is cut into 4 equal parts. Arjun eats 3 of them. What part of the roti did he eat?",
          hi: "एक रोटी 4 बराबर भागों में कटी है। अर्जुन 3 भाग खाता है। उसने रोटी का कितना भाग खाया?",
        },
        steps: {
          en: ["Each part is one quarter: 1/4.", "3 parts: 1/4 + 1/4 + 1/4."],
          hi: ["हर भाग एक चौथाई है: 1/4।", "3 भाग: 1/4 + 1/4 + 1/4।"],
        },
        answer: { en: "3/4 of the roti (three quarters).", hi: "रोटी का 3/4 (तीन-चौथाई)।" },
        check: { expression: "1/4+1/4+1/4", value: "3/4" },
      },
    ],
  },
]);
