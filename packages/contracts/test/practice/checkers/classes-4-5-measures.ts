import { expectSame } from "../../seed-loop-expect.ts";
import type { Checked } from "../test-generator-checkers.ts";
import { MONTHS } from "./classes-1-3.ts";
import { num, read, times, withZeros } from "./classes-4-5-counting.ts";

/**
 * The Classes 4–5 checkers of measures: rupees and paise written side by side as paise, units of
 * length, weight and capacity by writing zeros after a number, times counted on minute by minute
 * and dates from the calendar's own days.
 */
/** ₹12.05 as paise, by writing the rupees and the two paise digits side by side. */
const paiseOf = (amount: string) => {
  const [rupees, paise = "00"] = amount.split(".") as [string, string?];
  return {
    all: Number(`${rupees.replace(/,/g, "")}${paise.padEnd(2, "0")}`),
    rupees: num(rupees),
    paise: Number(paise),
  };
};

export function paise(prompt: string): Checked {
  const toPaise = /^How many paise are there in ₹([\d.,]+)\?$/.exec(prompt);
  if (toPaise) {
    const amount = paiseOf(toPaise[1] as string);
    return {
      key: amount.all,
      rules: {
        tenPaiseRupee: times(amount.rupees, 10) + amount.paise,
        forgotPaise: withZeros(amount.rupees, 2),
      },
    };
  }
  const change = /for ₹([\d.,]+) and pays with a ₹(\d+) note/.exec(prompt);
  if (change) {
    const price = paiseOf(change[1] as string);
    const note = Number(change[2]);
    return {
      key: (withZeros(note, 2) - price.all) / 100,
      rules: {
        copiedPaise: (withZeros(note - price.rupees, 2) + price.paise) / 100,
        noBorrow: (withZeros(note - price.rupees, 2) + (100 - price.paise)) / 100,
      },
    };
  }
  const [a, b] = read(/for ₹([\d.,]+) and .+ for ₹([\d.,]+)\./, prompt).map(paiseOf) as [
    ReturnType<typeof paiseOf>,
    ReturnType<typeof paiseOf>,
  ];
  const paiseSum = a.paise + b.paise;
  return {
    key: (a.all + b.all) / 100,
    rules: {
      noCarry: (withZeros(a.rupees + b.rupees, 2) + (paiseSum >= 100 ? paiseSum - 100 : paiseSum)) / 100,
    },
  };
}

/** How many small units make one big unit, and the number a child mixes it up with. */
const UNITS: Record<string, { small: string; zeros: number; mixedZeros: number }> = {
  km: { small: "m", zeros: 3, mixedZeros: 2 },
  m: { small: "cm", zeros: 2, mixedZeros: 3 },
  cm: { small: "mm", zeros: 1, mixedZeros: 2 },
  kg: { small: "g", zeros: 3, mixedZeros: 2 },
  L: { small: "mL", zeros: 3, mixedZeros: 2 },
};

export function measure(prompt: string): Checked {
  const whole = /^Write (\d+) (\w+) in (\w+)\.$/.exec(prompt);
  if (whole) {
    const [n, big] = [Number(whole[1]), whole[2] as string];
    const unit = UNITS[big] as (typeof UNITS)[string];
    expectSame(whole[3], unit.small);
    return {
      key: withZeros(n, unit.zeros),
      rules: { wrongFactor: withZeros(n, unit.mixedZeros), addedFactor: n + withZeros(1, unit.zeros) },
    };
  }
  const mixed = /^Write (\d+) (\w+) (\d+) (\w+) in (\w+)\.$/.exec(prompt);
  if (mixed) {
    const [n, big, m] = [Number(mixed[1]), mixed[2] as string, Number(mixed[3])];
    const unit = UNITS[big] as (typeof UNITS)[string];
    return {
      key: withZeros(n, unit.zeros) + m,
      rules: { joinedNumbers: Number(`${n}${m}`), wrongFactor: withZeros(n, unit.mixedZeros) + m },
    };
  }
  const [n, big, m, , sign, p, , q] = read(
    /^(\d+) (\w+) (\d+) (\w+) ([+−]) (\d+) (\w+) (\d+) (\w+) = \? \w+$/,
    prompt,
  );
  const unit = UNITS[big as string] as (typeof UNITS)[string];
  const [nn, mm, pp, qq] = [n, m, p, q].map(Number) as [number, number, number, number];
  const small = (x: number, y: number, zeros: number) => withZeros(x, zeros) + y;
  if (sign === "+") {
    const one = withZeros(1, unit.zeros);
    return {
      key: small(nn, mm, unit.zeros) + small(pp, qq, unit.zeros),
      rules: {
        droppedCarry: withZeros(nn + pp, unit.zeros) + (mm + qq - one),
        wrongFactor: small(nn, mm, unit.mixedZeros) + small(pp, qq, unit.mixedZeros),
      },
    };
  }
  return {
    key: small(nn, mm, unit.zeros) - small(pp, qq, unit.zeros),
    rules: {
      smallerFromBigger: withZeros(nn - pp, unit.zeros) + (qq - mm),
      wrongFactor: small(nn, mm, unit.mixedZeros) - small(pp, qq, unit.mixedZeros),
    },
  };
}

export function timeSpan(prompt: string): Checked {
  const units =
    /^How many (?:minutes|seconds) are there in (\d+) (?:hours|minutes) (\d+) (?:minutes|seconds)\?$/.exec(
      prompt,
    );
  if (units) {
    const [big, small] = units.slice(1).map(Number) as [number, number];
    return {
      key: times(60, big) + small,
      rules: { hundredInAnHour: withZeros(big, 2) + small, forgotTheSmallPart: times(60, big) },
    };
  }
  const trip = /leaves at (\d+):(\d\d) in the morning and arrives at (\d+):(\d\d)/.exec(prompt);
  if (trip) {
    const [h1, m1, h2, m2] = trip.slice(1).map(Number) as [number, number, number, number];
    // Counted on minute by minute from the start to the end.
    let [h, m, minutes] = [h1, m1, 0];
    while (h !== h2 || m !== m2) {
      m += 1;
      if (m === 60) [h, m] = [h + 1, 0];
      minutes += 1;
    }
    return {
      key: minutes,
      rules: {
        subtractedAsNumbers: Number(`${h2}${trip[4]}`) - Number(`${h1}${trip[2]}`),
        wholeHoursOnly: times(60, h2 - h1),
      },
    };
  }
  const [d1, month1, d2, month2] = read(
    /starts on (\d+) (\w+) 2026\. School opens again on (\d+) (\w+) 2026\./,
    prompt,
  );
  const day = (d: string, month: string) => Date.UTC(2026, MONTHS.indexOf(month), Number(d)) / 86_400_000;
  const days = day(d2 as string, month2 as string) - day(d1 as string, month1 as string);
  return { key: days, rules: { thirtyDayMonth: 30 - Number(d1) + Number(d2), countedBothEnds: days + 1 } };
}
