// Types for find-chromium.mjs, which the e2e harness (TypeScript) imports.
export declare const DEFAULT_CHROMIUM: string;
export declare const HOW_TO_INSTALL: string;
export declare const CHROMIUM_FLAGS: string[];
export declare function chromiumPath(env?: NodeJS.ProcessEnv): string;
export declare class ChromiumMissingError extends Error {}
export declare function ensureChromium(options?: {
  install?: boolean;
  log?: (message: string) => void;
}): string;
