/**
 * The counts the data generators ask about (a bar graph, a table): three collections of four things
 * each, with their pictures, and their words in English and Hindi.
 */
export const SETS = [
  { key: "forest", things: ["elephants", "tigers", "leopards", "deer"], pictures: ["🐘", "🐅", "🐆", "🦌"] },
  {
    key: "fruitStall",
    things: ["mangoes", "bananas", "apples", "grapes"],
    pictures: ["🥭", "🍌", "🍎", "🍇"],
  },
  { key: "schoolGate", things: ["buses", "bicycles", "cars", "autos"], pictures: ["🚌", "🚲", "🚗", "🛺"] },
] as const;

export const DATA_TEXTS = {
  en: {
    forestThings: "animals",
    fruitStallThings: "fruits",
    schoolGateThings: "vehicles",
    elephants: "elephants",
    tigers: "tigers",
    leopards: "leopards",
    deer: "deer",
    mangoes: "mangoes",
    bananas: "bananas",
    apples: "apples",
    grapes: "bunches of grapes",
    buses: "buses",
    bicycles: "bicycles",
    cars: "cars",
    autos: "autorickshaws",
  },
  hi: {
    forestThings: "जानवर",
    fruitStallThings: "फल",
    schoolGateThings: "वाहन",
    elephants: "हाथी",
    tigers: "बाघ",
    leopards: "तेंदुए",
    deer: "हिरन",
    mangoes: "आम",
    bananas: "केले",
    apples: "सेब",
    grapes: "अंगूर के गुच्छे",
    buses: "बसें",
    bicycles: "साइकिलें",
    cars: "कारें",
    autos: "ऑटो-रिक्शा",
  },
} as const;
