import type { Translation } from "@/lib/i18n.ts";

/**
 * English texts of the public site (namespace "public"). Course copy describes what each course
 * teaches across classes 1 to 10; the prize figures come from prizes.ts through interpolation.
 */
export const publicEn = {
  home: {
    eyebrow: "Math made fun · Classes 1 to 10",
    title: "Where numbers come out to play",
    titleHint: "Click the heading for a surprise!",
    lead: "Ganit turns the school mathematics syllabus into puzzles, games, hands-on activities and quick mental tricks, so that every child looks forward to the math period.",
    exploreCourses: "Explore courses",
    login: "Login",
    families: {
      heading: "Our course families",
      intro: "{{count}} ways into mathematics, each planned class by class from class 1 to class 10.",
    },
    benefits: {
      heading: "Why children and schools choose Ganit",
      enjoyable: {
        title: "Makes math enjoyable",
        text: "Every lesson opens with a question a child wants to answer: a puzzle, a trick or a game.",
      },
      problemSolving: {
        title: "Develops problem-solving",
        text: "Children break a problem into steps, try an idea, check it and try again.",
      },
      reasoning: {
        title: "Enhances logical reasoning",
        text: "Patterns, riddles and proofs in small doses teach children to explain why, not just what.",
      },
      confidence: {
        title: "Builds confidence",
        text: "Small levels with quick wins show children, teachers and parents how far they have come.",
      },
      future: {
        title: "Prepares students for the future",
        text: "Estimation, data, geometry and clear thinking: the mathematics every career relies on.",
      },
    },
    schools: {
      heading: "For schools",
      text: "Register your school, buy the courses and classes you need, add students and teachers in one upload, and enrol them in minutes. Your school sees only its own students.",
    },
    cta: {
      heading: "Ready to make math the favourite period?",
      text: "Browse the courses, or sign in with the account your school gave you.",
      courses: "See all courses",
      login: "Login to Ganit",
    },
  },

  about: {
    title: "About Ganit",
    lead: "A mathematics learning platform for Indian schools and their students, built around one idea: children learn best what they enjoy.",
    who: {
      heading: "Who Are We",
      paragraphs: [
        "We are a team of mathematics teachers, teacher trainers and software engineers. Between us we have taught in government, aided and private schools, from the first counting lesson in class 1 to board examinations in class 10.",
        'We built Ganit because we kept meeting children who had decided, very early, that they were "not good at maths". In almost every case the child had never been given the time to play with numbers. Our courses give that time back: puzzles, games, hands-on activities and projects that follow the school syllabus.',
        "Ganit works through schools. A school registers, chooses the courses and classes it needs, and enrols its own students and teachers. Children sign in with the username their school gives them; teachers see the same lessons and guide their class.",
      ],
    },
    mission: {
      heading: "What we stand for",
      items: [
        "Every child can learn mathematics, at their own pace.",
        "Understanding comes before speed; speed follows practice.",
        "Lessons in the language of the classroom, linked to the school syllabus.",
        "A school's data belongs to the school and is seen only by the school.",
      ],
    },
    docs: {
      heading: "Read more",
      intro: "Two short documents to read here or download and share with colleagues.",
      about: {
        title: "Ganit — About the platform",
        description: "What Ganit is, the course families and how a course is organised.",
      },
      schools: {
        title: "Ganit — For schools: how it works",
        description: "From registration to the first lesson, step by step, with the aptitude exam prizes.",
      },
      open: "Open PDF",
      openLabel: "Open PDF: {{title}} (opens in a new tab)",
      frameTitle: "{{title}} (PDF document)",
    },
  },

  courses: {
    title: "Our Courses",
    lead: "{{count}} ways to fall in love with mathematics. Choose a tile to read what the course teaches.",
    classes: "Classes {{from}} to {{to}}",
    learn: "What children learn",
    askAbout: "Questions about this course? Contact us",
    rupees: "Rs. {{amount}}",
    join: {
      heading: "How to start",
      learnerHeading: "Learning on your own?",
      learnerText:
        "Register as a student, choose a course and a class, and pay by UPI. The class opens once the payment is verified.",
      learnerLink: "Register as Student",
      schoolHeading: "For a school",
      schoolText: "Register your school, buy seats for your students and enrol them in minutes.",
      schoolLink: "Register as School",
    },
    tiles: {
      vedic: {
        name: "Vedic Math",
        tagline: "Mental calculation with ancient sutras",
        paragraphs: [
          "Vedic Math teaches the sixteen sutras (word formulas) that make mental calculation fast and accurate. Children learn to multiply, divide, square and check answers in one line, often faster than with a calculator.",
          'Younger classes start with complements and number bonds ("all from 9 and the last from 10"); older classes use the same ideas for squares, cube roots, algebraic factorisation and simultaneous equations.',
        ],
        topics: [
          "Quick addition and subtraction with base 10, 100 and 1000",
          "Multiplication by 11, by 9s and by numbers near a base",
          "Squares of numbers ending in 5, digital roots to check answers",
          "Division, square roots and cube roots in a single line",
        ],
      },
      geo: {
        name: "Geo Math",
        tagline: "Shapes, space, maps and measures",
        paragraphs: [
          "Geo Math brings geometry off the page. Children fold, cut, draw and measure to discover the properties of shapes for themselves, then use them to solve real problems at school and at home.",
          "The course moves from naming shapes and finding symmetry in the early classes to angles, area, volume, coordinates and constructions with ruler and compass in the higher classes.",
        ],
        topics: [
          "2D and 3D shapes, nets and symmetry",
          "Angles, triangles, quadrilaterals and circles",
          "Perimeter, area and volume of everyday objects",
          "Maps, scale, directions and coordinates",
        ],
      },
      competitive: {
        name: "Competitive Math",
        tagline: "Olympiad-style problems, step by step",
        paragraphs: [
          "Competitive Math prepares students for mathematics olympiads and talent searches. Each level collects problems of rising difficulty around one idea and shows several ways to attack them.",
          "Students learn to read a problem carefully, spot the useful pattern, eliminate wrong options and manage their time, which helps in every examination they will take.",
        ],
        topics: [
          "Number sense, divisibility and remainders",
          "Counting, arrangements and probability",
          "Logical and analytical reasoning",
          "Timed practice papers with worked solutions",
        ],
      },
      mathematics: {
        name: "Mathematics",
        tagline: "The school syllabus, explained clearly",
        paragraphs: [
          "The Mathematics course follows the school syllabus of each class, chapter by chapter. Every topic is explained in small steps with worked examples, followed by practice that moves from easy to challenging.",
          "Teachers can use it alongside the textbook in class, and children can return to any topic when they need to revise before a test.",
        ],
        topics: [
          "Numbers, operations, fractions and decimals",
          "Algebra, equations and graphs",
          "Geometry, mensuration and trigonometry basics",
          "Data handling, statistics and probability",
        ],
      },
      puzzles: {
        name: "Puzzles & Riddles",
        tagline: "Think, guess, check, and smile",
        paragraphs: [
          "Puzzles & Riddles builds thinking skills one small challenge at a time: number puzzles, magic squares, matchstick problems, logic grids and riddles that have a surprising answer.",
          "Children learn that being stuck is part of solving, and that trying an idea, checking it and trying again is how mathematicians work.",
        ],
        topics: [
          "Number patterns, sequences and magic squares",
          "Logic grids and deduction",
          "Matchstick and visual puzzles",
          "Word riddles that hide a calculation",
        ],
      },
      magic: {
        name: "Magic Math",
        tagline: "Number tricks children perform and explain",
        paragraphs: [
          "In Magic Math children learn number tricks to amaze their friends and family: guessing a secret number, predicting a total, finding a birthday from a calculation.",
          "Each trick is then taken apart to show the mathematics underneath, so that the magic becomes algebra, place value or divisibility that the child truly understands.",
        ],
        topics: [
          "Mind-reading tricks with place value",
          "Calendar and birthday magic",
          "Card tricks that use patterns and remainders",
          "Explaining each trick with simple algebra",
        ],
      },
      lab: {
        name: "Math Lab",
        tagline: "Hands-on activities with everyday materials",
        paragraphs: [
          "Math Lab turns the classroom into a laboratory. With paper, beads, sticks, blocks, dice and measuring tape, children build models, collect measurements and discover rules by experiment.",
          "Every activity comes with a short guide for the teacher, a list of materials found in any school and a worksheet to record what the class found.",
        ],
        topics: [
          "Place value and fractions with concrete materials",
          "Verifying formulas by paper folding and cutting",
          "Measurement, estimation and error",
          "Probability experiments with coins and dice",
        ],
      },
      games: {
        name: "Math Games",
        tagline: "Practice that feels like play",
        paragraphs: [
          "Math Games turns practice into play. Board games, card games, quizzes and team challenges give children hundreds of calculations without a single boring worksheet.",
          "Games are chosen for each class so that they practise exactly the skills of the syllabus, from number bonds in class 1 to equations and geometry in class 10.",
        ],
        topics: [
          "Mental arithmetic races and bingo",
          "Strategy games that reward planning ahead",
          "Team quizzes for the whole class",
          "Games to revise before a test",
        ],
      },
      projects: {
        name: "Math Projects",
        tagline: "Real questions answered with mathematics",
        paragraphs: [
          "In Math Projects students choose a real question, such as how much water the school uses or the best layout for a kitchen garden, and answer it with mathematics.",
          "They plan, collect data, calculate, draw charts and present their findings, learning to work in teams and to explain their reasoning clearly.",
        ],
        topics: [
          "Planning a project and collecting data",
          "Tables, charts and graphs",
          "Budgets, percentages and comparisons",
          "Presenting findings to the class",
        ],
      },
      interactive: {
        name: "Interactive Math",
        tagline: "Explore ideas by moving and trying",
        paragraphs: [
          "Interactive Math lets children explore a concept on screen: drag the corner of a triangle and watch the angles change, slide a fraction bar, or build a number on an abacus.",
          "Seeing what changes and what stays the same turns rules into discoveries, and helps children who find abstract explanations hard to follow.",
        ],
        topics: [
          "Visual models for numbers and fractions",
          "Dynamic geometry: angles, shapes and transformations",
          "Graphs that respond to changes in an equation",
          "Self-checking practice with instant feedback",
        ],
      },
      aptitude: {
        name: "Math Aptitude Exam",
        tagline: "District and state prizes to be won",
        paragraphs: [
          "The Ganit Math Aptitude Exam invites students of classes {{from}} to {{to}} to test their reasoning, number sense and problem-solving. Questions follow the syllabus of each class and reward thinking over memorising.",
        ],
        syllabus:
          "Syllabus: classes {{from}} to {{to}}, with questions on number sense, arithmetic, geometry, data and logical reasoning suited to each class.",
        prizesHeading: "Prizes",
        districtPrize:
          "District level: an up-skilling kit worth {{kit}} (a coding program worth {{coding}} plus a voucher worth {{voucher}}).",
        statePrize:
          "State level: again an up-skilling kit worth {{kit}} (a coding program worth {{coding}} plus a voucher worth {{voucher}}).",
        teacherPrize:
          "Teacher award: a teacher award kit worth {{teacher}} for the teachers who guide their students.",
        howToJoin: "Schools registered on Ganit enrol their students for the exam.",
        askDates: "Ask us for the next exam dates",
      },
    },
  },

  contact: {
    title: "Contact Us",
    address: [
      "Ganit Learning Centre",
      "3rd Floor, Plot 42, Road No. 12",
      "Banjara Hills",
      "Hyderabad, Telangana 500034",
      "India",
    ],
    lead: "Questions about Ganit for your school, a course or your account? Write or call us; we are glad to help.",
    addressHeading: "Address",
    phoneHeading: "Phone",
    emailHeading: "E-mail",
    hoursHeading: "Office hours",
    hours: "Monday to Saturday, 9:30 am to 5:30 pm",
    mapHeading: "Find us",
    mapTitle: "Map showing the Ganit office in Hyderabad",
    openInMaps: "Open in maps",
    showMap: "Show the map here",
    mapLoading: "Loading the map…",
    openInMapsLabel: "Open in maps: the Ganit office on OpenStreetMap (opens in a new tab)",
    offline: "You are offline, so the map cannot load. Here is our address instead:",
    schoolsNote:
      "Schools: please mention your school's name and UDISE code so that we can find your account quickly.",
  },
};

/** The shape every translation of the public site must have: same keys, strings and string lists. */
export type PublicTexts = Translation<typeof publicEn>;
