/**
 * A test's set-up request answered as it must be, or the test stops there, naming the step and what
 * came back: a set-up that quietly failed would make the test after it prove nothing.
 */
export function setUpAnswered<Answer extends { statusCode: number; body: string }>(
  step: string,
  answer: Answer,
  status = 200,
): Answer {
  if (answer.statusCode !== status) throw new Error(`${step}: ${answer.statusCode} ${answer.body}`);
  return answer;
}
