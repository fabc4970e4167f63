/**
 * Page budgets (printed, never asserted), measured the way issue 5 asks: the API serves the built console
 * as in production (throwaway data folder, spare port); Debian's Chromium loads each page with a cold cache
 * under DevTools throttling (4x CPU, 40 ms round trip, 10 Mbit/s), 5 times; the medians of FCP, LCP and
 * total blocking time are printed with the gzip size of the JavaScript the page loaded.
 * Timings are also printed as multiples of R, the LCP of bench/reference (a React 19 page that renders one
 * line) measured first in the same run and served the same way: this shared machine's speed changes from
 * day to day (the reference took 520 ms one day and 1336 ms another), a page's multiple of it much less.
 * Budgets (issue 12): /ec/login ≤ 110 kB gzip JS and LCP ≤ 1.8 R; /ec/dashboard ≤ 230 kB and LCP ≤ 3 R.
 * Run after `pnpm run build`: `pnpm bench:page` (BENCH_RUNS=5, BENCH_PORT=4390 and the next port).
 */
import {
  inR,
  kb,
  launchChromium,
  METHOD,
  medianLoad,
  ms,
  referenceTarget,
  requireBuiltConsole,
  signIn,
  startConsoleAndReference,
  verdict,
} from './harness.ts';

interface Budget {
  jsGzip: number;
  /** LCP as a multiple of the reference's. */
  lcpR: number;
}

requireBuiltConsole();
const servers = await startConsoleAndReference(Number(process.env.BENCH_PORT ?? 4390));
try {
  const browser = await launchChromium();
  const reference = await medianLoad(browser, referenceTarget(servers.reference));
  const r = reference.lcp;
  console.log(`${METHOD}; cold cache; R = the reference page's LCP in this run`);
  const line = (label: string, sample: typeof reference) =>
    `${label.padEnd(24)} JS ${kb(sample.jsGzip).padStart(9)} gzip (${sample.jsFiles} files)   ` +
    `FCP ${ms(sample.fcp).padStart(7)} ${inR(sample.fcp, r).padStart(7)}   ` +
    `LCP ${ms(sample.lcp).padStart(7)} ${inR(sample.lcp, r).padStart(7)}   TBT ${ms(sample.tbt).padStart(6)}`;
  console.log(line('reference (one line)', reference));

  const pages: { label: string; url: string; ready: string; signedIn: boolean; budget: Budget }[] = [
    {
      label: '/ec/login',
      url: '/ec/login',
      ready: 'Sign in',
      signedIn: false,
      budget: { jsGzip: 110 * 1024, lcpR: 1.8 },
    },
    {
      label: '/ec/dashboard (brand)',
      url: '/ec/dashboard',
      ready: 'Recent payment logs',
      signedIn: true,
      budget: { jsGzip: 230 * 1024, lcpR: 3 },
    },
  ];
  for (const { label, url, ready, signedIn, budget } of pages) {
    const session = signedIn ? await signIn(servers.app, 'brand@console.test') : undefined;
    const sample = await medianLoad(browser, { server: servers.app, url, ready, session });
    console.log(line(label, sample));
    console.log(
      `${''.padEnd(24)} budget: JS ≤ ${kb(budget.jsGzip)} ${verdict(sample.jsGzip <= budget.jsGzip)}; ` +
        `LCP ≤ ${budget.lcpR} R ${verdict(sample.lcp <= budget.lcpR * r)}`,
    );
  }
  await browser.close();
} finally {
  await servers.stop();
}
