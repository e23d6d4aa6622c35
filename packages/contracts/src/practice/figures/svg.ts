/**
 * The opening tag of a question's drawing, `width` × `height` pixels. Hidden from screen readers:
 * the question's words say what the drawing shows.
 */
export const svgOpen = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" aria-hidden="true" focusable="false">`;
