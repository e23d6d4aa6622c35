export const OWNERS: Record<string, string>;
export const DEMO_FIXTURE_WRITES: Record<string, string[]>;
