// Types for demo.mjs, which a server test (TypeScript) imports.
export declare const ROOT: string;
export declare const SOURCES: readonly string[];
export declare const OUTPUTS: readonly string[];
export declare const STAMP: string;
export declare function sourceHash(root?: string, sources?: readonly string[]): string;
export declare function buildReason(root?: string, hash?: string): string | null;
export declare function writeStamp(root?: string, hash?: string): void;
