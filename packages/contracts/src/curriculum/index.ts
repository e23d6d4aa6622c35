/**
 * The curriculum: boards, the books each class follows, and their chapters. A web screen that needs
 * it loads it with import() where it is used, so the chapter lists never reach a first visit's
 * entry chunk (docs/curriculum.md).
 */
export * from "./model.ts";

import type { Board, Book, Chapter, ClassNumber } from "./model.ts";
import { CBSE } from "./ncert/index.ts";

export { CBSE } from "./ncert/index.ts";

/** Every board Ganit ships; a state board is added here as data (docs/curriculum.md). */
export const BOARDS: readonly Board[] = [CBSE];

/** The board with this id, or undefined. */
export function findBoard(boardId: string): Board | undefined {
  return BOARDS.find((board) => board.id === boardId);
}

/** The book a class of this board follows unless its school chose another. */
export function defaultBook(board: Board, classNumber: ClassNumber): Book | undefined {
  const klass = board.classes.find((c) => c.classNumber === classNumber);
  return klass?.books.find((book) => book.id === klass.defaultBookId);
}

/** Every book of every board. */
export function allBooks(): Book[] {
  return BOARDS.flatMap((board) => board.classes.flatMap((klass) => [...klass.books]));
}

/** The chapter with this id (e.g. `ncert-c4-ch07`) and its book, or undefined. */
export function findChapter(chapterId: string): { book: Book; chapter: Chapter } | undefined {
  for (const book of allBooks()) {
    const chapter = book.chapters.find((c) => c.id === chapterId);
    if (chapter) return { book, chapter };
  }
  return undefined;
}
