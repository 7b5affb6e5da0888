// The parts of @mdn/mdn-http-observatory (plain JavaScript, no types) that observatory-scan.ts uses.
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export interface Requests {
    responses: { auto: unknown };
  }
  export function retrieve(hostname: string, options?: { httpPort?: number; httpsPort?: number }): Promise<Requests>;
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { Requests } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
  export const ALL_TESTS: Array<(requests: Requests) => { result: string; pass: boolean }>;
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { grade: string; score: number };
  export function getScoreModifier(expectation: string): number;
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
