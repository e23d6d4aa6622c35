import { API } from "@ganit/contracts";
import { madeBeforeAll, useTestEnv } from "../../test/session.ts";
import {
  makeCourse,
  nextUtr,
  PRICED_CLASSES,
  seatsOf,
  setDiscount as setDiscountOf,
} from "./test-helpers.ts";

/**
 * The buying files' shared set-up: the app with a UPI payee (so the payment step has a QR code), one
 * priced course, and helpers that post and fill in seat requests.
 */
export function usePricedCourseEnv() {
  const env = useTestEnv({ UPI_PAYEE_ID: "ganit.test@okbank", UPI_PAYEE_NAME: "Ganit Test Payee" });
  const course = madeBeforeAll("the priced course", () => makeCourse(env.db, PRICED_CLASSES));
  const post = (url: string, token: string, payload: unknown) =>
    env.app.inject({ method: "POST", url, headers: { authorization: token }, payload: payload as object });
  const setDiscount = (basisPoints: number) => setDiscountOf(env.db, basisPoints);
  const forStudents = (utrNumber: string, classDetails: { classNumber: number; studentLimit: number }[]) =>
    seatsOf(course.id, utrNumber, classDetails);
  /** Seats of the priced course with a fresh UTR, bought as the account of `token`. */
  const buySeats = (token: string, classDetails: { classNumber: number; studentLimit: number }[]) =>
    post(API.buyForStudents, token, forStudents(nextUtr(), classDetails));
  return { env, course, post, setDiscount, forStudents, buySeats };
}
