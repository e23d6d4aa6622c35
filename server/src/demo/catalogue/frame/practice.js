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
  const words =
    document.documentElement.lang === "hi"
      ? {
          placeholder: "आपका उत्तर",
          check: "जाँचें",
          empty: "पहले अपना उत्तर लिखिए।",
          ok: "सही! शाबाश।",
          no: "अभी नहीं।",
          again: "फिर से कोशिश कीजिए!",
          answer: "उत्तर",
        }
      : {
          placeholder: "Your answer",
          check: "Check",
          empty: "Type your answer first.",
          ok: "Correct! Well done.",
          no: "Not yet.",
          again: "Try again!",
          answer: "Answer",
        };
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
    input.setAttribute("aria-label", question ? question.textContent.trim() : `${words.answer} ${index + 1}`);
    input.placeholder = words.placeholder;
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = words.check;
    const feedback = document.createElement("p");
    feedback.className = "feedback";
    feedback.setAttribute("role", "status");
    row.append(input, button);
    box.append(row, feedback);
    const check = () => {
      const given = normalise(input.value);
      if (!given) {
        feedback.className = "feedback";
        feedback.textContent = words.empty;
      } else if (answers.includes(given)) {
        feedback.className = "feedback ok";
        feedback.textContent = `${words.ok} \u2b50`;
      } else {
        feedback.className = "feedback no";
        feedback.textContent = `${words.no} ${box.getAttribute("data-hint") || words.again}`;
      }
    };
    button.addEventListener("click", check);
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") check();
    });
  });
})();
