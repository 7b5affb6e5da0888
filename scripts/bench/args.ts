// The options every bench script takes: `--routes /,/tours` (default: every built page),
// `--runs 1` (default: 3 Lighthouse runs and 5 tourist visits per page), `--skip-build-time`, `--skip-server`;
// tourist.ts and first-paint-work.ts also take `--baseline <folder>` (another build to compare
// with), and tourist.ts `--paints-only` (visits without taps).
export interface BenchArgs {
  routes: string[] | undefined;
  /** Unset: each measure's own default. */
  runs: number | undefined;
  skip: Set<string>;
  baseline?: string;
  paintsOnly?: boolean;
}

export function parseArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = { routes: undefined, runs: undefined, skip: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--baseline') args.baseline = value();
    else if (arg === '--paints-only') args.paintsOnly = true;
    else if (arg === '--routes') args.routes = value().split(',').filter(Boolean);
    else if (arg === '--runs') {
      const runs = Number(value());
      if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
      args.runs = runs;
    } else if (arg.startsWith('--skip-')) args.skip.add(arg.slice('--skip-'.length));
    else
      throw new Error(
        `unknown option ${arg} (known: --routes /,/tours  --runs N  --skip-build-time  --skip-server  --baseline <folder>  --paints-only)`,
      );
  }
  return args;
}
