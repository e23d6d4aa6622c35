import {
  type BuyForSchool,
  type BuyForStudents,
  type EnablementKind,
  type LearnerPurchase,
  MESSAGES,
  type MessageKey,
  type PurchaseCreated,
  type QuoteRequest,
  type QuoteResponse,
  type Receipt,
  type RenewCourse,
} from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { accessible, buyerOf, requireAccess } from "../../access/index.ts";
import type { RequestMeta } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { uniqueViolation } from "../../db/errors.ts";
import { purchases } from "../../db/schema.ts";
import { forbidden, HttpError, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { paymentInstructions } from "./payment.ts";
import { amountsOf, loadPurchases } from "./presenter.ts";
import {
  assertNotOwned,
  type Buyer,
  classAlreadyPurchased,
  type Priced,
  priceRenewal,
  priceSelection,
  type SelectedCourse,
} from "./pricing.ts";
import { renewalTarget } from "./renewals.ts";
import { myCourses } from "./views.ts";
import { utrTaken, writePurchase } from "./write.ts";

/**
 * Buying seats: quotes, the school's purchases (for students, for the school, renewals) and an
 * individual learner's, each one transaction — the purchase, its lines, its classes under review
 * (`hold`) and its audit event — so nothing is half-written. Uniqueness is the database's: a UTR
 * pays for one purchase (`purchases_utr_idx`) and a class is bought once per kind
 * (`purchased_classes_*_idx`), so two racing requests give one purchase and one 409, never a 500.
 */

async function requireBuyer(db: DbOrTx, caller: SessionUser): Promise<Buyer> {
  const buyer = await buyerOf(db, caller);
  if (!buyer) throw notFound();
  return buyer;
}

const forStudents = (input: Pick<BuyForStudents, "coursesForStudents">): SelectedCourse[] =>
  input.coursesForStudents.map((course) => ({
    courseId: course.courseId,
    classes: course.classDetails.map((klass) => ({
      classNumber: klass.classNumber,
      seats: klass.studentLimit,
    })),
  }));
const forSchool = (input: Pick<BuyForSchool, "coursesForSchool">): SelectedCourse[] =>
  input.coursesForSchool.map((course) => ({
    courseId: course.courseId,
    classes: course.classNumbers.map((classNumber) => ({ classNumber, seats: null })),
  }));
const forLearner = (input: Pick<LearnerPurchase, "courseId" | "classNumber">): SelectedCourse[] => [
  { courseId: input.courseId, classes: [{ classNumber: input.classNumber, seats: 1 }] },
];

export function createPurchasesService(ctx: AppContext) {
  const { db } = ctx.database;

  /** Prices what a quote asks for, with the rules of the purchase it previews (the caller's kinds only). */
  async function priceQuote(tx: DbOrTx, caller: SessionUser, buyer: Buyer, input: QuoteRequest) {
    const schoolKinds = ["students", "school", "renewal"];
    if ((buyer.type === "school") !== schoolKinds.includes(input.kind)) throw forbidden();
    switch (input.kind) {
      case "students":
        return priceSelection(tx, buyer, "students", forStudents(input));
      case "school":
        return priceSelection(tx, buyer, "school", forSchool(input));
      case "learner":
        return priceSelection(tx, buyer, "students", forLearner(input));
      case "renewal": {
        if (buyer.type !== "school") throw forbidden();
        await renewalTarget(tx, caller, input.courseId, input.classNumber, input.seats, false);
        return priceRenewal(tx, input.courseId, input.classNumber, input.seats);
      }
    }
  }

  /**
   * Runs one purchase in one transaction and answers 201's body. A unique violation that the checks
   * inside could not see (a racing request committed first) is answered as the check would have.
   */
  async function purchase(
    caller: SessionUser,
    kind: EnablementKind,
    utrNumber: string,
    message: MessageKey,
    price: (tx: Tx, buyer: Buyer) => Promise<Priced>,
    meta: RequestMeta,
  ): Promise<PurchaseCreated> {
    let priced: Priced | undefined;
    let buyer: Buyer | undefined;
    try {
      const id = await db.transaction(async (tx) => {
        buyer = await requireBuyer(tx, caller);
        priced = await price(tx, buyer);
        return writePurchase(tx, caller, buyer, kind, utrNumber, priced, meta);
      });
      const [created] = await loadPurchases(db, eq(purchases.id, id));
      if (!created) throw new Error("purchase vanished after its commit");
      return { message: MESSAGES[message], key: message, purchase: created };
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === null) throw error;
      if (index === "purchases_utr_idx") throw utrTaken();
      if (buyer && priced) {
        // Which class the winner took: the same check, now that its row is committed.
        await assertNotOwned(db, buyer, kind, priced.lines);
        const [first] = priced.lines;
        if (first) throw classAlreadyPurchased(first.courseName, first.classNumber);
      }
      throw new HttpError(409, "classAlreadyPurchased", { params: { course: "", classNumber: "" } });
    }
  }

  /** A purchase of a selection of classes of one kind, priced as its quote was. */
  const buySelection = (
    caller: SessionUser,
    kind: EnablementKind,
    input: { utrNumber: string },
    message: MessageKey,
    selection: SelectedCourse[],
    meta: RequestMeta,
  ) =>
    purchase(
      caller,
      kind,
      input.utrNumber,
      message,
      (tx, buyer) => priceSelection(tx, buyer, kind, selection),
      meta,
    );

  return {
    /** POST /api/payments/quote: the server's price of a selection and how to pay exactly that. */
    async quote(caller: SessionUser, input: QuoteRequest): Promise<QuoteResponse> {
      const buyer = await requireBuyer(db, caller);
      const priced = await priceQuote(db, caller, buyer, input);
      return {
        ...amountsOf(priced),
        payment: paymentInstructions(ctx.config, priced.totalPaise, caller.name),
      };
    },

    buyForStudents: (caller: SessionUser, input: BuyForStudents, meta: RequestMeta) =>
      buySelection(caller, "students", input, "purchaseSubmitted", forStudents(input), meta),

    buyForSchool: (caller: SessionUser, input: BuyForSchool, meta: RequestMeta) =>
      buySelection(caller, "school", input, "purchaseSubmitted", forSchool(input), meta),

    /** POST /api/school/renewcourse: more seats of an active class; its limit rises on approval. */
    renew: (caller: SessionUser, input: RenewCourse, meta: RequestMeta) =>
      purchase(
        caller,
        "students",
        input.utrNumber,
        "purchaseSubmitted",
        async (tx, buyer) => {
          if (buyer.type !== "school") throw forbidden();
          await renewalTarget(tx, caller, input.courseId, input.classNumber, input.seats, true);
          return priceRenewal(tx, input.courseId, input.classNumber, input.seats);
        },
        meta,
      ),

    /** POST /api/studentb2c/buycourse: one seat of one class for the learner themselves. */
    learnerBuy: (caller: SessionUser, input: LearnerPurchase, meta: RequestMeta) =>
      buySelection(caller, "students", input, "learnerPurchaseSubmitted", forLearner(input), meta),

    async myCourses(caller: SessionUser) {
      const buyer = await buyerOf(db, caller);
      return buyer ? myCourses(db, caller, buyer) : { data: { schoolCourses: [], studentCourses: [] } };
    },

    async history(caller: SessionUser) {
      return { purchases: await loadPurchases(db, accessible(caller, "purchase.read")) };
    },

    /** GET /api/payments/{id}/receipt: the buyer's own verified payment (the superadmin: any). */
    async receipt(caller: SessionUser, id: string): Promise<Receipt> {
      await requireAccess(db, { caller, permission: "purchase.read", ids: [id] });
      const [found] = await loadPurchases(db, eq(purchases.id, id));
      if (!found) throw notFound();
      if (found.status !== "verified" || !found.decidedAt) throw new HttpError(409, "receiptNotReady");
      return {
        ...found,
        receiptNumber: receiptNumber(found._id, found.createdAt),
        platformName: "Ganit",
        verifiedAt: found.decidedAt,
      };
    },
  };
}
export type PurchasesService = ReturnType<typeof createPurchasesService>;

/** `GNT-<year of purchase>-<first 8 hex digits of its id>`: the same receipt number on every print. */
export function receiptNumber(purchaseId: string, createdAt: string): string {
  const year = new Date(createdAt).getUTCFullYear();
  return `GNT-${year}-${purchaseId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}
