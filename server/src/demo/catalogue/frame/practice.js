// Turns every <div class="try" data-answer="…"> into a small "try it" box: an answer field, a
// Check button and a spoken-aloud feedback line. Runs inside a sandboxed frame with an opaque
// origin, so it uses no storage, no dialogs and no network: only the page itself.
(() => {
  const normalise = (text) =>
    String(text)
      .trim()
      .toLowerCase()
      .replace(/[\u2212\u2013]/g, "-")
      .replace(/[\s,]+/g, "");
  const boxes = document.querySelectorAll(".try[data-answer]");
  boxes.forEach((box, index) => {
    const answers = box.getAttribute("data-answer").split("|").map(normalise);
    const question = box.querySelector(".q");
    const row = document.createElement("div");
    row.className = "row";
    const input = document.createElement("input");
    input.type = "text";
    input.autocomplete = "off";
    input.inputMode = /^[0-9.]+$/.test(answers[0]) ? "decimal" : "text";
    input.setAttribute("aria-label", question ? question.textContent.trim() : `Answer ${index + 1}`);
    input.placeholder = "Your answer";
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = "Check";
    const feedback = document.createElement("p");
    feedback.className = "feedback";
    feedback.setAttribute("role", "status");
    row.append(input, button);
    box.append(row, feedback);
    const check = () => {
      const given = normalise(input.value);
      if (!given) {
        feedback.className = "feedback";
        feedback.textContent = "Type your answer first.";
      } else if (answers.includes(given)) {
        feedback.className = "feedback ok";
        feedback.textContent = "Correct! Well done. \u2b50";
      } else {
        feedback.className = "feedback no";
        feedback.textContent = `Not yet. ${box.getAttribute("data-hint") || "Try again!"}`;
      }
    };
    button.addEventListener("click", check);
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") check();
    });
  });
})();
