import type { ReactNode, Ref } from "react";
import { ListenButton } from "./listen-button.tsx";

/**
 * The head of a question on screen (practice and a chapter test alike): the heading saying which
 * question it is, which takes the focus when the screen moves to a question, and the Listen button
 * that reads the question aloud.
 */
export function QuestionHead({
  id,
  ref,
  text,
  children,
}: {
  id: string;
  ref: Ref<HTMLHeadingElement>;
  /** The question as it is read aloud. */
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <h2
        id={id}
        ref={ref}
        tabIndex={-1}
        className="text-body font-semibold text-ink-muted focus:outline-none"
      >
        {children}
      </h2>
      <ListenButton text={text} />
    </div>
  );
}
