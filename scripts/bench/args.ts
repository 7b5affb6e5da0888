// The options every bench script takes: `--routes /,/tours` (default: every built page),
// `--runs 1` (default: 3 Lighthouse runs per page), `--skip-build-time`, `--skip-server`.
export interface BenchArgs {
  routes: string[] | undefined;
  runs: number;
  skip: Set<string>;
}

export function parseArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = { routes: undefined, runs: 3, skip: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--routes') args.routes = value().split(',').filter(Boolean);
    else if (arg === '--runs') {
      args.runs = Number(value());
      if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs must be a whole number of at least 1');
    } else if (arg.startsWith('--skip-')) args.skip.add(arg.slice('--skip-'.length));
    else
      throw new Error(`unknown option ${arg} (known: --routes /,/tours  --runs N  --skip-build-time  --skip-server)`);
  }
  return args;
}
