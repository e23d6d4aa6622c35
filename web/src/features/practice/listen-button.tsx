import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { NAMESPACE } from "./i18n.ts";

/**
 * Reads the question aloud with the device's own voice (Web Speech API): a Hindi voice for a child
 * reading in Hindi, an English one otherwise. Hidden when the device has no voice for the language
 * (many cheap phones have none offline), never a button that does nothing.
 */
function voiceFor(language: string): SpeechSynthesisVoice | null {
  if (typeof window === "undefined" || !("speechSynthesis" in window)) return null;
  const voices = window.speechSynthesis.getVoices();
  return voices.find((voice) => voice.lang.toLowerCase().startsWith(language)) ?? null;
}

function useVoice(language: string) {
  const [voice, setVoice] = useState(() => voiceFor(language));
  useEffect(() => {
    if (!("speechSynthesis" in window)) return;
    const update = () => setVoice(voiceFor(language));
    update();
    window.speechSynthesis.addEventListener("voiceschanged", update);
    return () => window.speechSynthesis.removeEventListener("voiceschanged", update);
  }, [language]);
  return voice;
}

export function ListenButton({ text }: { text: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language === "hi" ? "hi" : "en";
  const voice = useVoice(language);
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => () => window.speechSynthesis?.cancel(), []);
  if (!voice) return null;
  const toggle = () => {
    window.speechSynthesis.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = 0.9;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    window.speechSynthesis.speak(utterance);
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={speaking}
      className="min-h-12 rounded-xl border-2 border-brand-600 px-4 font-semibold text-brand-800"
    >
      <span aria-hidden="true">🔊 </span>
      {speaking ? t("answer.stop") : t("answer.listen")}
    </button>
  );
}
