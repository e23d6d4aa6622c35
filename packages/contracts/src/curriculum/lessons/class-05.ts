import { CLASS_5_LESSONS_LATER } from "./class-05-later.ts";
import { defineLessons } from "./model.ts";

/** Class 5's lesson pages, one per chapter, in the book's order (chapters 8 to 15 in ./class-05-later.ts). */
export const CLASS_5_LESSONS = defineLessons([
  {
    chapterId: "ncert-c5-ch01",
    title: { en: "We the Travellers — I", hi: "हम हैं यात्री – 1" },
    idea: {
      en: "10 thousands make 1 ten thousand, and 10 ten thousands make 1 lakh, 1,00,000. In India we put the commas after the thousands and then after every two digits: 3,45,620 is three lakh forty-five thousand six hundred twenty.\n\nWhen a place is empty, write 0 there, or the other digits slide into the wrong places.",
      hi: "10 हज़ार मिलकर 1 दस हज़ार बनाते हैं, और 10 दस हज़ार मिलकर 1 लाख, 1,00,000। भारत में हम हज़ार के बाद अल्पविराम लगाते हैं और फिर हर दो अंकों के बाद: 3,45,620 यानी तीन लाख पैंतालीस हज़ार छह सौ बीस।\n\nजब कोई स्थान खाली हो, तो वहाँ 0 लिखो, नहीं तो बाकी अंक गलत स्थानों पर खिसक जाते हैं।",
    },
    examples: [
      {
        question: { en: "Write 4 lakh 7 thousand 35 as a number.", hi: "4 लाख 7 हज़ार 35 को संख्या में लिखो।" },
        steps: {
          en: [
            "4 lakh = 4,00,000 and 7 thousand = 7,000.",
            "There are no ten thousands and no hundreds: write 0 there.",
            "4,00,000 + 7,000 + 35 = 4,07,035",
          ],
          hi: [
            "4 लाख = 4,00,000 और 7 हज़ार = 7,000।",
            "दस हज़ार और सैकड़े के स्थान खाली हैं: वहाँ 0 लिखो।",
            "4,00,000 + 7,000 + 35 = 4,07,035",
          ],
        },
        answer: { en: "4,07,035", hi: "4,07,035" },
        check: { expression: "400000 + 7000 + 35", value: "407035" },
      },
      {
        question: {
          en: "What is the place value of 6 in 2,68,415?",
          hi: "2,68,415 में 6 का स्थानीय मान क्या है?",
        },
        steps: {
          en: ["6 is in the ten thousands place.", "6 × 10,000 = 60,000"],
          hi: ["6 दस हज़ार के स्थान पर है।", "6 × 10,000 = 60,000"],
        },
        answer: { en: "60,000", hi: "60,000" },
        check: { expression: "6 × 10000", value: "60000" },
      },
    ],
  },
  {
    chapterId: "ncert-c5-ch02",
    title: { en: "Fractions", hi: "भिन्न" },
    idea: {
      en: "2/4 of a roti is the same amount as 1/2 of it: they are equivalent fractions. Multiply the top and the bottom by the same number to make one: 1/2 = 2/4 = 3/6.\n\nTo find 2/5 of 30, make 5 equal shares of 30 and take 2 of them.",
      hi: "रोटी का 2/4 उतना ही है जितना उसका 1/2: ये तुल्य भिन्न हैं। ऊपर और नीचे की संख्या को एक ही संख्या से गुणा करके तुल्य भिन्न बनाओ: 1/2 = 2/4 = 3/6।\n\n30 का 2/5 निकालने के लिए 30 के 5 बराबर हिस्से करो और उनमें से 2 लो।",
    },
    examples: [
      {
        question: { en: "Fill in the missing number: 2/3 = ?/12", hi: "खाली जगह भरो: 2/3 = ?/12" },
        steps: {
          en: ["3 × 4 = 12, so multiply the top by 4 too.", "2 × 4 = 8"],
          hi: ["3 × 4 = 12, इसलिए ऊपर की संख्या को भी 4 से गुणा करो।", "2 × 4 = 8"],
        },
        answer: { en: "8, so 2/3 = 8/12", hi: "8, यानी 2/3 = 8/12" },
        check: { expression: "2 × 4", value: "8" },
      },
      {
        question: { en: "What is 2/5 of 30?", hi: "30 का 2/5 कितना है?" },
        steps: {
          en: ["One fifth: 30 ÷ 5 = 6", "Two fifths: 2 × 6 = 12"],
          hi: ["एक पाँचवाँ भाग: 30 ÷ 5 = 6", "दो पाँचवें भाग: 2 × 6 = 12"],
        },
        answer: { en: "12", hi: "12" },
        check: { expression: "30 ÷ 5 × 2", value: "12" },
      },
    ],
  },
  {
    chapterId: "ncert-c5-ch03",
    title: { en: "Angles as Turns", hi: "घुमाव के रूप में कोण" },
    idea: {
      en: "An angle is an amount of turn. A full turn is 360°, a half turn 180° and a quarter turn a right angle, 90°.\n\nAn angle smaller than a right angle is acute; bigger than a right angle but smaller than a half turn, it is obtuse. A clock's minute hand turns 30° from one number to the next.",
      hi: "कोण घुमाव की मात्रा है। पूरा चक्कर 360°, आधा चक्कर 180° और चौथाई चक्कर एक समकोण, 90° होता है।\n\nसमकोण से छोटा कोण न्यून कोण है; समकोण से बड़ा पर आधे चक्कर से छोटा कोण अधिक कोण है। घड़ी की मिनट वाली सुई एक संख्या से अगली संख्या तक 30° घूमती है।",
    },
    examples: [
      {
        question: {
          en: "The minute hand turns from 12 to 4. How many degrees does it turn?",
          hi: "मिनट वाली सुई 12 से 4 तक घूमती है। वह कितने डिग्री घूमती है?",
        },
        steps: {
          en: ["From one number to the next: 360° ÷ 12 = 30°.", "4 × 30° = 120°"],
          hi: ["एक संख्या से अगली तक: 360° ÷ 12 = 30°।", "4 × 30° = 120°"],
        },
        answer: { en: "120°", hi: "120°" },
        check: { expression: "4 × 30", value: "120" },
      },
      {
        question: {
          en: "Harpreet turns three quarter turns. How many degrees is that?",
          hi: "हरप्रीत तीन चौथाई चक्कर घूमता है। यह कितने डिग्री हुआ?",
        },
        steps: {
          en: ["A quarter turn is 90°.", "3 × 90° = 270°"],
          hi: ["चौथाई चक्कर 90° का होता है।", "3 × 90° = 270°"],
        },
        answer: { en: "270°", hi: "270°" },
        check: { expression: "3 × 90", value: "270" },
      },
    ],
  },
  {
    chapterId: "ncert-c5-ch04",
    title: { en: "We the Travellers — II", hi: "हम हैं यात्री – 2" },
    idea: {
      en: "Add and subtract large numbers place by place, from the ones. When a column makes 10 or more, carry 1; when a column is too small, take 1 from the next place as 10.\n\nFor money, add the paise first: 100 paise make ₹1 to carry to the rupees.",
      hi: "बड़ी संख्याओं को इकाई से शुरू करके स्थान-दर-स्थान जोड़ो और घटाओ। जब किसी खाने में 10 या ज़्यादा बनें, तो 1 हासिल लो; जब कोई खाना छोटा हो, तो अगले स्थान से 1 लेकर 10 बना लो।\n\nपैसों के लिए पहले पैसे जोड़ो: 100 पैसे मिलकर ₹1 बनते हैं, जिसे रुपयों में हासिल ले जाते हैं।",
    },
    examples: [
      {
        question: {
          en: "A train goes 1,368 km on Monday and 2,475 km on Tuesday. How far does it go in all?",
          hi: "एक रेलगाड़ी सोमवार को 1,368 किमी और मंगलवार को 2,475 किमी चलती है। वह कुल कितना चली?",
        },
        steps: {
          en: [
            "Ones: 8 + 5 = 13, carry 1. Tens: 6 + 7 + 1 = 14, carry 1.",
            "Hundreds: 3 + 4 + 1 = 8. Thousands: 1 + 2 = 3.",
            "1,368 + 2,475 = 3,843",
          ],
          hi: [
            "इकाई: 8 + 5 = 13, 1 हासिल। दहाई: 6 + 7 + 1 = 14, 1 हासिल।",
            "सैकड़ा: 3 + 4 + 1 = 8। हज़ार: 1 + 2 = 3।",
            "1,368 + 2,475 = 3,843",
          ],
        },
        answer: { en: "3,843 km", hi: "3,843 किमी" },
        check: { expression: "1368 + 2475", value: "3843" },
      },
      {
        question: {
          en: "A bus ticket costs ₹245.75 and a meal ₹86.50. How much is that in all?",
          hi: "बस का टिकट ₹245.75 का और खाना ₹86.50 का है। कुल कितने रुपये हुए?",
        },
        steps: {
          en: ["Paise: 75 + 50 = 125 paise, that is ₹1 and 25 paise.", "Rupees: 245 + 86 + 1 = 332."],
          hi: ["पैसे: 75 + 50 = 125 पैसे, यानी ₹1 और 25 पैसे।", "रुपये: 245 + 86 + 1 = 332।"],
        },
        answer: { en: "₹332.25", hi: "₹332.25" },
        check: { expression: "245.75 + 86.50", value: "332.25" },
      },
    ],
  },
  {
    chapterId: "ncert-c5-ch05",
    title: { en: "Far and Near", hi: "दूर और पास" },
    idea: {
      en: "Long distances are measured in kilometres: 1 km = 1,000 m. Shorter ones in metres and centimetres: 1 m = 100 cm.\n\nA map draws distances much smaller. Its scale says what 1 cm on the map stands for, so multiply the map's distance by it.",
      hi: "लंबी दूरियाँ किलोमीटर में मापी जाती हैं: 1 किमी = 1,000 मी। छोटी दूरियाँ मीटर और सेंटीमीटर में: 1 मी = 100 सेमी।\n\nमानचित्र दूरियों को बहुत छोटा करके दिखाता है। उसका पैमाना बताता है कि मानचित्र का 1 सेमी कितनी दूरी दिखाता है, इसलिए मानचित्र की दूरी को उससे गुणा करो।",
    },
    examples: [
      {
        question: { en: "Write 4 km 250 m in metres.", hi: "4 किमी 250 मी को मीटर में लिखो।" },
        steps: {
          en: ["4 km = 4 × 1,000 = 4,000 m", "4,000 + 250 = 4,250"],
          hi: ["4 किमी = 4 × 1,000 = 4,000 मी", "4,000 + 250 = 4,250"],
        },
        answer: { en: "4,250 m", hi: "4,250 मी" },
        check: { expression: "4 × 1000 + 250", value: "4250" },
      },
      {
        question: {
          en: "On a map, 1 cm stands for 20 km. Two towns are 7 cm apart on the map. How far apart are they really?",
          hi: "एक मानचित्र पर 1 सेमी, 20 किमी को दिखाता है। मानचित्र पर दो शहर 7 सेमी दूर हैं। असल में वे कितनी दूर हैं?",
        },
        steps: {
          en: ["Each cm stands for 20 km.", "7 × 20 = 140"],
          hi: ["हर सेमी 20 किमी को दिखाता है।", "7 × 20 = 140"],
        },
        answer: { en: "140 km", hi: "140 किमी" },
        check: { expression: "7 × 20", value: "140" },
      },
    ],
  },
  {
    chapterId: "ncert-c5-ch06",
    title: { en: "The Dairy Farm", hi: "दुग्धशाला (डेयरी फार्म)" },
    idea: {
      en: "To multiply by a 2-digit number, multiply by its ones, then by its tens, and add the two rows. The tens row always ends in 0, because you are multiplying by tens.\n\nTo find the cost of many, find the cost of one first.",
      hi: "2 अंकों की संख्या से गुणा करने के लिए पहले उसकी इकाई से गुणा करो, फिर दहाई से, और दोनों पंक्तियाँ जोड़ो। दहाई वाली पंक्ति हमेशा 0 पर खत्म होती है, क्योंकि तुम दहाइयों से गुणा कर रहे हो।\n\nकई चीज़ों का दाम निकालने के लिए पहले एक का दाम निकालो।",
    },
    examples: [
      {
        question: {
          en: "A cow gives 14 L of milk a day. How much milk does it give in 23 days?",
          hi: "एक गाय रोज़ 14 लीटर दूध देती है। 23 दिन में वह कितना दूध देगी?",
        },
        steps: {
          en: ["Ones row: 14 × 3 = 42", "Tens row: 14 × 20 = 280", "42 + 280 = 322"],
          hi: ["इकाई की पंक्ति: 14 × 3 = 42", "दहाई की पंक्ति: 14 × 20 = 280", "42 + 280 = 322"],
        },
        answer: { en: "322 L", hi: "322 लीटर" },
        check: { expression: "14 × 23", value: "322" },
      },
      {
        question: {
          en: "5 L of milk cost ₹275. How much do 8 L cost?",
          hi: "5 लीटर दूध का दाम ₹275 है। 8 लीटर का दाम कितना होगा?",
        },
        steps: {
          en: ["One litre: 275 ÷ 5 = 55", "8 litres: 8 × 55 = 440"],
          hi: ["एक लीटर: 275 ÷ 5 = 55", "8 लीटर: 8 × 55 = 440"],
        },
        answer: { en: "₹440", hi: "₹440" },
        check: { expression: "275 ÷ 5 × 8", value: "440" },
      },
    ],
  },
  {
    chapterId: "ncert-c5-ch07",
    title: { en: "Shapes and Patterns", hi: "आकार और प्रतिरूप" },
    idea: {
      en: "A polygon is a closed shape with straight sides: a triangle has 3, a pentagon 5, a hexagon 6. A prism has two equal ends joined by side faces; a pyramid has a base and side faces that meet at the top.\n\nShape patterns grow by a rule: in a row of triangles made of matchsticks, each new triangle needs 2 more sticks.",
      hi: "बहुभुज सीधी भुजाओं वाली बंद आकृति है: त्रिभुज की 3 भुजाएँ होती हैं, पंचभुज की 5, षट्भुज की 6। प्रिज़्म के दो बराबर सिरे होते हैं जो बगल के फलकों से जुड़े होते हैं; पिरामिड का एक आधार होता है और बगल के फलक ऊपर चोटी पर मिलते हैं।\n\nआकृतियों के पैटर्न किसी नियम से बढ़ते हैं: तीलियों से बने त्रिभुजों की पंक्ति में हर नए त्रिभुज के लिए 2 और तीलियाँ लगती हैं।",
    },
    examples: [
      {
        question: {
          en: "How many edges does a prism with triangles at its two ends have?",
          hi: "जिस प्रिज़्म के दोनों सिरे त्रिभुज हैं, उसके कितने किनारे होते हैं?",
        },
        steps: {
          en: ["3 edges round each end: 3 + 3.", "3 edges join the two ends.", "3 + 3 + 3 = 9"],
          hi: ["हर सिरे पर 3 किनारे: 3 + 3।", "3 किनारे दोनों सिरों को जोड़ते हैं।", "3 + 3 + 3 = 9"],
        },
        answer: { en: "9 edges", hi: "9 किनारे" },
        check: { expression: "3 + 3 + 3", value: "9" },
      },
      {
        question: {
          en: "A row of 6 triangles is made with matchsticks, each sharing a side with the one before. How many matchsticks are used?",
          hi: "तीलियों से 6 त्रिभुजों की एक पंक्ति बनी है, हर त्रिभुज पिछले के साथ एक भुजा बाँटता है। कितनी तीलियाँ लगीं?",
        },
        steps: {
          en: ["The first triangle needs 3 sticks.", "Each of the other 5 adds 2 sticks.", "3 + 5 × 2 = 13"],
          hi: ["पहले त्रिभुज में 3 तीलियाँ लगती हैं।", "बाकी 5 में से हर एक में 2 तीलियाँ और।", "3 + 5 × 2 = 13"],
        },
        answer: { en: "13 matchsticks", hi: "13 तीलियाँ" },
        check: { expression: "3 + 5 × 2", value: "13" },
      },
    ],
  },
  ...CLASS_5_LESSONS_LATER,
]);
