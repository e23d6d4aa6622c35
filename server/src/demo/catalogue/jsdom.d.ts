// The little of jsdom's API the catalogue test uses (jsdom ships no types; @types/jsdom would bring
// the DOM library into the server's type check).
declare module "jsdom" {
  export class VirtualConsole {
    on(event: "jsdomError", listener: (error: Error) => void): this;
    on(event: "error", listener: (...args: unknown[]) => void): this;
  }
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: "dangerously"; virtualConsole?: VirtualConsole });
    readonly window: { document: unknown; close(): void };
  }
}
