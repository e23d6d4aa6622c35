export const BYPASS_FIXTURES: Record<string, { expect: string }>;
export const BASE_OWNERS: Record<string, string>;
export function checkFixture(name: string | null): string[];
export function runFixtures(): string[];
