import { API } from "@ganit/contracts";
import { useEffect, useRef, useState } from "react";

/** What the preview host (server/src/modules/content/lesson-page.ts) says once it listens. */
const READY = "ganit-preview-ready";

/**
 * The live preview of /create: a frame of the preview host, sandboxed with scripts only like every
 * lesson page. The draft goes in by postMessage and runs there, script included, in an opaque origin
 * with no network. The host is ours and the frame is ours, so `*` as the target origin (the only
 * one an opaque origin has) sends the draft nowhere else.
 */
export function LivePreview({ html, title, className }: { html: string; title: string; className?: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && event.data === READY) setReady(true);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage(html, "*");
  }, [ready, html]);

  return (
    <iframe
      ref={frame}
      title={title}
      src={API.contentPreview}
      // Never allow-same-origin: the draft is as untrusted as a saved page.
      sandbox="allow-scripts"
      className={className}
    />
  );
}
