import { enrolmentStudentCourses, ROUTES, schoolsDashboard } from "@ganit/contracts";
import { cleanup, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import LearnerBuyCoursesPage from "@/features/learner/buy-courses-page.tsx";
import LearnerDashboardPage from "@/features/learner/learner-dashboard-page.tsx";
import LearnerPaymentHistoryPage from "@/features/learner/payment-history-page.tsx";
import { learnerApi, purchase, renderLearnerScreen } from "@/features/learner/test-api.tsx";
import OperatorPaymentsPage from "@/features/purchase-verification/payments-page.tsx";
import {
  fakePaymentsApi,
  renderScreen as renderOperatorScreen,
} from "@/features/purchase-verification/test-api.tsx";
import SchoolDashboardPage from "@/features/school-dashboard/school-dashboard-page.tsx";
import { schoolWaiting } from "@/features/school-dashboard/test-dashboard.ts";
import StudentCoursesPage from "@/features/school-enrolment/student-courses-page.tsx";
import {
  fakeEnrolmentApi,
  renderScreen as renderEnrolmentScreen,
} from "@/features/school-enrolment/test-api.tsx";
import SchoolBuyCoursesPage from "@/features/school-purchase/buy-courses-page.tsx";
import SchoolPaymentsPage from "@/features/school-purchase/payments-page.tsx";
import {
  fakePurchaseApi,
  renderScreen as renderPurchaseScreen,
} from "@/features/school-purchase/test-api.tsx";
import i18n, { setLanguage } from "@/lib/i18n.ts";
import { STATUS_NAMESPACE, type StatusWord } from "@/lib/status-words.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";

/**
 * One state, one name: every screen that shows a purchase waiting for verification, or a class it
 * bought, names it with the word of the one table (lib/status-words.ts), in English and Hindi, and
 * none says "On Hold" or "Pending" for it (On Hold is what an operator does to an account or a
 * school). Each screen is rendered with its feature's own fixtures, which hold such a purchase or
 * class.
 */
type Screen = { name: string; words: StatusWord[]; render: () => unknown };

const waitingClass = {
  courseId: { _id: "course-vedic", name: "Vedic Math", classLevels: [{ classNumber: 5, _id: "c5" }] },
  classDetails: [
    {
      classNumber: 5,
      currentStudents: 0,
      studentLimit: 30,
      status: "hold" as const,
      kind: "students" as const,
    },
  ],
};

const SCREENS: Screen[] = [
  {
    name: "the school's purchase wizard (a class bought, one under review)",
    words: ["classUnderReview", "classBought"],
    render: () => {
      fakePurchaseApi();
      return renderPurchaseScreen(ROUTES.schoolBuyCourses, <SchoolBuyCoursesPage />);
    },
  },
  {
    name: "the school's Available Courses (a class under review)",
    words: ["underReview"],
    render: () => {
      fakeEnrolmentApi();
      return renderEnrolmentScreen(ROUTES.schoolStudentCourses, <StudentCoursesPage />);
    },
  },
  {
    name: "the school's dashboard (a class under review)",
    words: ["underReview"],
    render: () => {
      serveApi(
        on(schoolsDashboard, schoolWaiting),
        on(enrolmentStudentCourses, { activeStudentCourses: [waitingClass] }),
      );
      return renderSignedIn(fakeToken("school"), ROUTES.schoolDashboard, <SchoolDashboardPage />);
    },
  },
  {
    name: "the school's payments (a payment under review)",
    words: ["underReview"],
    render: () => {
      fakePurchaseApi({ history: [purchase(1)] });
      return renderPurchaseScreen(ROUTES.schoolPayments, <SchoolPaymentsPage />);
    },
  },
  {
    name: "the learner's Buy courses (a class bought, one under review)",
    words: ["classUnderReview", "classBought"],
    render: () => {
      learnerApi();
      return renderLearnerScreen(ROUTES.b2cBuyCourses, <LearnerBuyCoursesPage />);
    },
  },
  {
    name: "the learner's dashboard (a class under review)",
    words: ["underReview"],
    render: () => {
      learnerApi();
      return renderLearnerScreen(ROUTES.b2cDashboard, <LearnerDashboardPage />);
    },
  },
  {
    name: "the learner's payment history (a payment under review)",
    words: ["underReview"],
    render: () => {
      learnerApi({
        purchases: [purchase(1), purchase(2, { status: "verified", decidedAt: "2026-03-11T09:00:00.000Z" })],
      });
      return renderLearnerScreen(ROUTES.b2cPaymentHistory, <LearnerPaymentHistoryPage />);
    },
  },
  {
    name: "the superadmin's payments (payments under review)",
    words: ["underReview", "verified", "rejected"],
    render: () => {
      fakePaymentsApi();
      return renderOperatorScreen(ROUTES.superadminPayments, <OperatorPaymentsPage />);
    },
  },
];

/** Words that must never name a purchase's wait, in either language. */
const NOT_FOR_A_WAIT = /On Hold|Pending|रोका गया|लंबित/;

afterEach(() => setLanguage("en"));

describe("one name for a purchase under review, read from the one table of status words", {
  timeout: 30_000,
}, () => {
  for (const language of ["en", "hi"] as const) {
    for (const screen of SCREENS) {
      it(`${screen.name}, in ${language === "en" ? "English" : "Hindi"}`, async () => {
        if (language === "hi") setLanguage("hi");
        const word = (key: StatusWord) => i18n.getFixedT(language, STATUS_NAMESPACE)(key);
        screen.render();
        for (const key of screen.words) {
          await waitFor(() => expect(document.body.textContent).toContain(word(key)));
        }
        expect(document.body.textContent).not.toMatch(NOT_FOR_A_WAIT);
        cleanup();
      });
    }
  }

  it("has a word for every state in both languages, and different words for different states", () => {
    const en = i18n.getResourceBundle("en", STATUS_NAMESPACE) as Record<string, string>;
    const hi = i18n.getResourceBundle("hi", STATUS_NAMESPACE) as Record<string, string>;
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const bundle of [en, hi]) {
      const words = Object.values(bundle);
      expect(new Set(words).size).toBe(words.length);
      expect(bundle.underReview).not.toBe(bundle.hold);
    }
    expect(en.classUnderReview).toBe("Class is under review");
    expect(en.classBought).toBe("Class is bought");
  });
});
