import { defineLessons } from "./model.ts";

/** Class 4's lesson pages for chapters 8 to 14 (./class-04.ts lists them after chapters 1 to 7). */
export const CLASS_4_LESSONS_LATER = defineLessons([
  {
    chapterId: "ncert-c4-ch08",
    title: { en: "Weigh it, Pour it", hi: "तौलो और उड़ेलो" },
    idea: {
      en: "Heavy things are weighed in kilograms (kg) and light things in grams (g): 1 kg = 1,000 g.\n\nMilk and water are measured in litres (L) and millilitres (mL): 1 L = 1,000 mL. To add or take away, change everything into grams or millilitres first.",
      hi: "भारी चीज़ें किलोग्राम (किग्रा) में और हल्की चीज़ें ग्राम में तौली जाती हैं: 1 किग्रा = 1,000 ग्राम।\n\nदूध और पानी लीटर और मिलीलीटर (मिली) में मापे जाते हैं: 1 लीटर = 1,000 मिली। जोड़ने या घटाने से पहले सबको ग्राम या मिली में बदल लो।",
    },
    examples: [
      {
        question: {
          en: "A bag of rice weighs 2 kg 250 g. How many grams is that?",
          hi: "चावल के एक थैले का भार 2 किग्रा 250 ग्राम है। यह कितने ग्राम हुआ?",
        },
        steps: {
          en: ["2 kg = 2 × 1,000 = 2,000 g", "2,000 + 250 = 2,250"],
          hi: ["2 किग्रा = 2 × 1,000 = 2,000 ग्राम", "2,000 + 250 = 2,250"],
        },
        answer: { en: "2,250 g", hi: "2,250 ग्राम" },
        check: { expression: "2 × 1000 + 250", value: "2250" },
      },
      {
        question: {
          en: "A jug holds 1 L of water. Bhavna pours out 350 mL. How much is left?",
          hi: "एक जग में 1 लीटर पानी है। भावना 350 मिली उड़ेल देती है। कितना बचा?",
        },
        steps: {
          en: ["1 L = 1,000 mL", "1,000 − 350 = 650"],
          hi: ["1 लीटर = 1,000 मिली", "1,000 − 350 = 650"],
        },
        answer: { en: "650 mL", hi: "650 मिली" },
        check: { expression: "1000 - 350", value: "650" },
      },
    ],
  },
  {
    chapterId: "ncert-c4-ch09",
    title: { en: "Equal Groups", hi: "बराबर समूह" },
    idea: {
      en: "5 groups of 4 is 4 + 4 + 4 + 4 + 4 = 20. We write it 5 × 4 = 20.\n\nSharing 20 into 4 equal groups puts 5 in each group: 20 ÷ 4 = 5. Multiplying and sharing undo each other.",
      hi: "4-4 के 5 समूह यानी 4 + 4 + 4 + 4 + 4 = 20। इसे हम 5 × 4 = 20 लिखते हैं।\n\n20 को 4 बराबर समूहों में बाँटने पर हर समूह में 5 आते हैं: 20 ÷ 4 = 5। गुणा और बाँटना एक-दूसरे को उलट देते हैं।",
    },
    examples: [
      {
        question: {
          en: "There are 6 boxes with 8 laddoos in each. How many laddoos are there?",
          hi: "6 डिब्बे हैं और हर डिब्बे में 8 लड्डू हैं। कुल कितने लड्डू हैं?",
        },
        steps: { en: ["6 equal groups of 8.", "6 × 8 = 48"], hi: ["8-8 के 6 बराबर समूह।", "6 × 8 = 48"] },
        answer: { en: "48 laddoos", hi: "48 लड्डू" },
        check: { expression: "6 × 8", value: "48" },
      },
      {
        question: {
          en: "72 children stand in 4 equal lines. How many are in each line?",
          hi: "72 बच्चे 4 बराबर पंक्तियों में खड़े हैं। हर पंक्ति में कितने बच्चे हैं?",
        },
        steps: {
          en: [
            "7 tens shared by 4: 1 ten each, 3 tens left.",
            "3 tens and 2 ones are 32 ones: 32 ÷ 4 = 8.",
            "1 ten and 8 ones make 18.",
          ],
          hi: [
            "7 दहाई को 4 में बाँटो: हर एक को 1 दहाई, 3 दहाई बचीं।",
            "3 दहाई और 2 इकाई यानी 32 इकाई: 32 ÷ 4 = 8।",
            "1 दहाई और 8 इकाई मिलकर 18।",
          ],
        },
        answer: { en: "18 children", hi: "18 बच्चे" },
        check: { expression: "72 ÷ 4", value: "18" },
      },
    ],
  },
  {
    chapterId: "ncert-c4-ch10",
    title: { en: "Elephants, Tigers, and Leopards", hi: "हाथी, बाघ और तेंदुए" },
    idea: {
      en: "Forest officers count animals, and the counts are big numbers. Add and subtract them column by column; when a column is too small to take away from, take 1 from the next place as 10.\n\nA bar graph shows each count as a bar. Read the numbered lines to see where the top of a bar reaches.",
      hi: "वन अधिकारी जानवरों की गिनती करते हैं, और ये गिनतियाँ बड़ी संख्याएँ होती हैं। इन्हें खाने-दर-खाने जोड़ो और घटाओ; जब किसी खाने से घटाना न हो सके, तो अगले स्थान से 1 लेकर 10 बना लो।\n\nदंड आलेख हर गिनती को एक दंड से दिखाता है। अंकित रेखाएँ पढ़कर देखो कि दंड का ऊपरी सिरा कहाँ तक पहुँचता है।",
    },
    examples: [
      {
        question: {
          en: "A forest had 2,967 deer last year and 3,208 deer this year. How many more deer are there this year?",
          hi: "एक जंगल में पिछले साल 2,967 हिरन थे और इस साल 3,208 हिरन हैं। इस साल कितने हिरन ज़्यादा हैं?",
        },
        steps: {
          en: [
            "Ones: 8 − 7 = 1.",
            "Tens: 0 is less than 6, so take 1 hundred as 10 tens: 10 − 6 = 4.",
            "Hundreds: 1 is less than 9, so take 1 thousand as 10 hundreds: 11 − 9 = 2.",
            "Thousands: 2 − 2 = 0.",
          ],
          hi: [
            "इकाई: 8 − 7 = 1।",
            "दहाई: 0, 6 से छोटा है, इसलिए 1 सैकड़ा लेकर 10 दहाई बनाओ: 10 − 6 = 4।",
            "सैकड़ा: 1, 9 से छोटा है, इसलिए 1 हज़ार लेकर 10 सैकड़े बनाओ: 11 − 9 = 2।",
            "हज़ार: 2 − 2 = 0।",
          ],
        },
        answer: { en: "241 more deer", hi: "241 हिरन ज़्यादा" },
        check: { expression: "3208 - 2967", value: "241" },
      },
      {
        question: {
          en: "On a bar graph whose numbered lines go up in 5s, the tigers' bar reaches the 7th line. How many tigers are there?",
          hi: "एक दंड आलेख की अंकित रेखाएँ 5-5 से बढ़ती हैं। बाघों का दंड 7वीं रेखा तक पहुँचता है। कितने बाघ हैं?",
        },
        steps: { en: ["Each line adds 5.", "7 × 5 = 35"], hi: ["हर रेखा 5 बढ़ाती है।", "7 × 5 = 35"] },
        answer: { en: "35 tigers", hi: "35 बाघ" },
        check: { expression: "7 × 5", value: "35" },
      },
    ],
  },
  {
    chapterId: "ncert-c4-ch11",
    title: { en: "Fun with Symmetry", hi: "सममिति के साथ मज़ा" },
    idea: {
      en: "A shape is symmetric when you can fold it so that its two halves fit exactly on each other. The fold is a line of symmetry.\n\nA rectangle has 2 lines of symmetry: its corner-to-corner lines are not, because folding along them does not match. A square has 4.",
      hi: "कोई आकृति सममित होती है जब उसे ऐसे मोड़ा जा सके कि उसके दोनों आधे भाग एक-दूसरे पर ठीक-ठीक बैठ जाएँ। मोड़ की रेखा सममिति रेखा कहलाती है।\n\nआयत की 2 सममिति रेखाएँ होती हैं: कोने से कोने वाली रेखाएँ सममिति रेखाएँ नहीं हैं, क्योंकि उन पर मोड़ने से भाग नहीं मिलते। वर्ग की 4 होती हैं।",
    },
    examples: [
      {
        question: {
          en: "How many lines of symmetry does a square have?",
          hi: "एक वर्ग की कितनी सममिति रेखाएँ होती हैं?",
        },
        steps: {
          en: [
            "1 standing line and 1 lying line through the middles of the sides.",
            "2 slanting lines from corner to corner.",
            "1 + 1 + 2 = 4",
          ],
          hi: ["भुजाओं के बीच से होकर 1 खड़ी और 1 आड़ी रेखा।", "कोने से कोने तक 2 तिरछी रेखाएँ।", "1 + 1 + 2 = 4"],
        },
        answer: { en: "4 lines", hi: "4 रेखाएँ" },
        check: { expression: "1 + 1 + 2", value: "4" },
      },
      {
        question: {
          en: "How many lines of symmetry does a regular hexagon have?",
          hi: "एक सम षट्भुज की कितनी सममिति रेखाएँ होती हैं?",
        },
        steps: {
          en: ["3 lines join opposite corners.", "3 lines join the middles of opposite sides.", "3 + 3 = 6"],
          hi: [
            "3 रेखाएँ आमने-सामने के कोनों को जोड़ती हैं।",
            "3 रेखाएँ आमने-सामने की भुजाओं के बीच के बिंदुओं को जोड़ती हैं।",
            "3 + 3 = 6",
          ],
        },
        answer: { en: "6 lines", hi: "6 रेखाएँ" },
        check: { expression: "3 + 3", value: "6" },
      },
    ],
  },
  {
    chapterId: "ncert-c4-ch12",
    title: { en: "Ticking Clocks and Turning Calendar", hi: "टिक-टिक घड़ियाँ और पलटते कैलेंडर" },
    idea: {
      en: "1 hour = 60 minutes. The short hand shows the hour and the long hand the minutes: from one number to the next is 5 minutes. a.m. is before noon and p.m. is after noon.\n\nMonths have 28, 29, 30 or 31 days. To count days across the end of a month, count the days left in the month first.",
      hi: "1 घंटा = 60 मिनट। छोटी सुई घंटा और बड़ी सुई मिनट दिखाती है: एक संख्या से अगली संख्या तक 5 मिनट होते हैं। दोपहर 12 बजे से पहले का समय a.m. और बाद का p.m. होता है।\n\nमहीनों में 28, 29, 30 या 31 दिन होते हैं। महीने के अंत के पार दिन गिनने के लिए पहले महीने के बचे हुए दिन गिनो।",
    },
    examples: [
      {
        question: {
          en: "How many minutes are there in 2 hours 15 minutes?",
          hi: "2 घंटे 15 मिनट में कितने मिनट होते हैं?",
        },
        steps: {
          en: ["2 hours = 2 × 60 = 120 minutes", "120 + 15 = 135"],
          hi: ["2 घंटे = 2 × 60 = 120 मिनट", "120 + 15 = 135"],
        },
        answer: { en: "135 minutes", hi: "135 मिनट" },
        check: { expression: "2 × 60 + 15", value: "135" },
      },
      {
        question: {
          en: "Today is 27 March. What date will it be 10 days later?",
          hi: "आज 27 मार्च है। 10 दिन बाद कौन-सी तारीख होगी?",
        },
        steps: {
          en: [
            "March has 31 days: 31 − 27 = 4 days to the end of March.",
            "10 − 4 = 6 more days into April.",
          ],
          hi: ["मार्च में 31 दिन होते हैं: मार्च के अंत तक 31 − 27 = 4 दिन।", "अप्रैल में 10 − 4 = 6 दिन और।"],
        },
        answer: { en: "6 April", hi: "6 अप्रैल" },
        check: { expression: "10 - (31 - 27)", value: "6" },
      },
    ],
  },
  {
    chapterId: "ncert-c4-ch13",
    title: { en: "The Transport Museum", hi: "परिवहन संग्रहालय" },
    idea: {
      en: "To multiply 72 × 8, multiply each place and add: 70 × 8 and 2 × 8. Carry what is more than 9 to the next place.\n\nTo divide, share from the biggest place. If a place is too small to share, write 0 in the quotient and bring down the next digit; forgetting that 0 is the most common slip.",
      hi: "72 × 8 करने के लिए हर स्थान का गुणा करके जोड़ो: 70 × 8 और 2 × 8। 9 से ज़्यादा हो तो हासिल अगले स्थान पर ले जाओ।\n\nभाग देने के लिए सबसे बड़े स्थान से बाँटना शुरू करो। अगर कोई स्थान बाँटने के लिए छोटा हो, तो भागफल में 0 लिखो और अगला अंक नीचे उतारो; यह 0 भूल जाना सबसे आम गलती है।",
    },
    examples: [
      {
        question: {
          en: "A train has 8 coaches with 72 seats in each. How many seats are there?",
          hi: "एक रेलगाड़ी में 8 डिब्बे हैं और हर डिब्बे में 72 सीटें हैं। कुल कितनी सीटें हैं?",
        },
        steps: {
          en: ["70 × 8 = 560", "2 × 8 = 16", "560 + 16 = 576"],
          hi: ["70 × 8 = 560", "2 × 8 = 16", "560 + 16 = 576"],
        },
        answer: { en: "576 seats", hi: "576 सीटें" },
        check: { expression: "72 × 8", value: "576" },
      },
      {
        question: {
          en: "624 tickets are shared equally among 6 counters. How many tickets does each counter get?",
          hi: "624 टिकट 6 खिड़कियों में बराबर बाँटे गए। हर खिड़की को कितने टिकट मिले?",
        },
        steps: {
          en: [
            "6 hundreds ÷ 6 gives 1 hundred.",
            "2 tens cannot be shared among 6: write 0 in the tens place.",
            "24 ones ÷ 6 gives 4 ones.",
          ],
          hi: [
            "6 सौ ÷ 6 से 1 सौ मिलता है।",
            "2 दहाई 6 में नहीं बँट सकतीं: दहाई के स्थान पर 0 लिखो।",
            "24 इकाई ÷ 6 से 4 इकाई मिलती हैं।",
          ],
        },
        answer: { en: "104 tickets", hi: "104 टिकट" },
        check: { expression: "624 ÷ 6", value: "104" },
      },
    ],
  },
  {
    chapterId: "ncert-c4-ch14",
    title: { en: "Data Handling", hi: "आँकड़ों का प्रबंधन" },
    idea: {
      en: "We collect data by counting, and write the counts in a table. A bar graph shows each count as a bar: the taller the bar, the bigger the count.\n\nRead the numbered lines first: they may go up in 1s, 2s, 5s or 10s.",
      hi: "हम गिनकर आँकड़े इकट्ठे करते हैं और गिनतियाँ एक तालिका में लिखते हैं। दंड आलेख हर गिनती को एक दंड से दिखाता है: दंड जितना ऊँचा, गिनती उतनी बड़ी।\n\nपहले अंकित रेखाएँ पढ़ो: वे 1, 2, 5 या 10 से बढ़ सकती हैं।",
    },
    examples: [
      {
        question: {
          en: "A bar graph shows 40 mangoes and 25 apples. How many more mangoes are there than apples?",
          hi: "एक दंड आलेख में 40 आम और 25 सेब दिखाए गए हैं। सेबों से आम कितने ज़्यादा हैं?",
        },
        steps: {
          en: ["Take the smaller bar from the bigger one.", "40 − 25 = 15"],
          hi: ["बड़े दंड में से छोटा दंड घटाओ।", "40 − 25 = 15"],
        },
        answer: { en: "15 more mangoes", hi: "15 आम ज़्यादा" },
        check: { expression: "40 - 25", value: "15" },
      },
      {
        question: {
          en: "The bars show 12 buses, 18 cars and 30 bicycles. How many vehicles are there in all?",
          hi: "दंड 12 बसें, 18 कारें और 30 साइकिलें दिखाते हैं। कुल कितनी गाड़ियाँ हैं?",
        },
        steps: { en: ["Add all the bars.", "12 + 18 + 30 = 60"], hi: ["सभी दंड जोड़ो।", "12 + 18 + 30 = 60"] },
        answer: { en: "60 vehicles", hi: "60 गाड़ियाँ" },
        check: { expression: "12 + 18 + 30", value: "60" },
      },
    ],
  },
]);
