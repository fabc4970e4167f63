/**
 * Navigation budgets (printed, never asserted), issue 12 §3. The API serves the built console as
 * `pnpm start` does (throwaway data folder); Debian's Chromium, in a fresh profile per run and under
 * DevTools throttling (4x CPU, 40 ms round trip, 10 Mbit/s), walks the brand's path 5 times:
 *   1. sign in → dashboard: the "Sign in" click until the first row of "Recent payment logs" shows;
 *   2. sidebar → Warranties (first visit) until the first warranty row shows;
 *   3. sidebar → Company → Products until the first product row shows;
 *   4. the Warranties tag in the tab strip (the page kept alive) until its rows show again.
 * A step ends once the frame that shows its target has rendered (watched from the click on); the switch to a kept-alive tab also waits for the long
 * tasks that run on from it (React's commit and effects) to end, since that work is all it does. Medians are printed in ms and as multiples of R, the load
 * (LCP) of bench/reference measured right before each walk, with what each step spent its time on (in the
 * run with the median time): code chunks fetched, API requests and their durations, long tasks.
 * Run after `pnpm run build`: `pnpm bench:nav` (BENCH_RUNS=5, BENCH_PORT=4392 and the next port).
 */
import type { Browser, Locator, Page } from 'playwright';
import {
  DEMO_PASSWORD,
  gzipSizeOf,
  inR,
  kb,
  launchChromium,
  METHOD,
  measureLoad,
  median,
  ms,
  observePaintAndLongTasks,
  referenceTarget,
  requireBuiltConsole,
  runs,
  type Server,
  startConsoleAndReference,
  throttle,
  verdict,
} from './harness.ts';

const BRAND = 'brand@console.test';

interface Step {
  label: string;
  /** Budget as a multiple of R. */
  budgetR: number;
  /** Untimed preparation (e.g. opening a sidebar group). */
  prepare?: (page: Page) => Promise<void>;
  /** What the user clicks. */
  target: (page: Page) => Locator;
  /** aria-label of the table whose first data row ends the step. */
  table: string;
  /** The step also lasts until the long tasks that follow the frame end. */
  untilQuiet?: boolean;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const tabStrip = (page: Page) => page.getByRole('navigation', { name: 'Open pages' });

const steps: Step[] = [
  {
    label: 'sign in → dashboard',
    budgetR: 1.7,
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'Email' }).fill(BRAND);
      await page.getByLabel(/^\*?Password$/).fill(DEMO_PASSWORD);
    },
    target: (page) => page.getByRole('button', { name: 'Sign in' }),
    table: 'Recent payment logs',
  },
  {
    label: 'sidebar → warranties (first)',
    budgetR: 0.8,
    target: (page) => sidebar(page).getByRole('link', { name: 'Warranties', exact: true }),
    table: 'Warranties',
  },
  {
    label: 'sidebar → products (first)',
    budgetR: 0.8,
    prepare: (page) => sidebar(page).getByRole('button', { name: 'Company', exact: true }).click(),
    target: (page) => sidebar(page).getByRole('link', { name: 'Products', exact: true }),
    table: 'Products',
  },
  {
    label: 'tag → warranties (cached)',
    budgetR: 0.08,
    target: (page) => tabStrip(page).getByRole('link', { name: 'Warranties', exact: true }),
    table: 'Warranties',
    untilQuiet: true,
  },
];

interface Breakdown {
  chunks: number;
  chunkGzip: number;
  api: { path: string; duration: number }[];
  longTasks: number;
  longTaskTotal: number;
}

interface StepSample extends Breakdown {
  duration: number;
}

interface SchedulerWindow {
  postTask(task: () => void, options: { priority: 'user-blocking' }): Promise<void>;
}

type BenchWindow = Window & {
  __bench: {
    clickAt: number;
    /** aria-label of the table the current step waits for; the watch starts with the click. */
    watch?: string;
    /** When the frame that first shows the watched table's first row had rendered. */
    shownAt?: number;
    longTasks: { start: number; duration: number }[];
  };
};

/**
 * Page-side timing of one step: from the click's timestamp to the end of the frame that first shows
 * `table`'s first row. The watch starts in the click's own listener, so a step that ends before this
 * script's round trip is timed as it happened.
 */
function timeStep(page: Page, { untilQuiet = false }: Step) {
  return page.evaluate(async (quiet) => {
    const bench = (window as unknown as BenchWindow).__bench;
    while (bench.shownAt === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
    const shownAt = bench.shownAt;
    // Long tasks are reported after they end: give the ones that follow the frame time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const start = bench.clickAt;
    const tasks = bench.longTasks.filter((task) => task.start >= start).sort((a, b) => a.start - b.start);
    // Until quiet: the step runs on while long tasks follow each other (less than 50 ms apart).
    let end = shownAt;
    for (const task of quiet ? tasks : []) {
      if (task.start > end + 50) break;
      end = Math.max(end, task.start + task.duration);
    }
    const inStep = tasks.filter((task) => task.start <= end);
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.startTime >= start && entry.startTime <= end,
    );
    return {
      duration: end - start,
      scripts: resources
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname),
      api: resources
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
        .map((entry) => ({
          path: new URL(entry.name).pathname + new URL(entry.name).search,
          duration: entry.duration,
        })),
      longTasks: inStep.length,
      longTaskTotal: inStep.reduce((sum, task) => sum + task.duration, 0),
    };
  }, untilQuiet);
}

/** One walk through the steps in a fresh profile. */
async function walk(browser: Browser, server: Server): Promise<StepSample[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await observePaintAndLongTasks(context);
  await context.addInitScript(() => {
    const bench = (window as unknown as BenchWindow).__bench;
    const rowShown = (label: string) => {
      const row = document.querySelector(
        `table[aria-label="${label}"] tbody tr:not(:has(td[colspan]))`,
      ) as HTMLElement | null;
      return row?.checkVisibility() ?? false;
    };
    // The step's start: the timestamp of the user's click, taken before any handler runs. From then on each
    // frame is checked; a task queued in the frame that shows the row runs once that frame has rendered.
    document.addEventListener(
      'click',
      (event) => {
        const label = bench.watch;
        if (label === undefined) return;
        bench.clickAt = event.timeStamp;
        bench.watch = undefined;
        const frame = () => {
          if (!rowShown(label)) {
            requestAnimationFrame(frame);
            return;
          }
          // A user-blocking task queued now runs once this frame has rendered, ahead of ordinary work
          // the page queued for after it (such as a router following a page already shown).
          const scheduler = (window as unknown as { scheduler: SchedulerWindow }).scheduler;
          void scheduler.postTask(
            () => {
              bench.shownAt = performance.now();
            },
            { priority: 'user-blocking' },
          );
        };
        requestAnimationFrame(frame);
      },
      { capture: true },
    );
  });
  const page = await context.newPage();
  await throttle(page, { cold: false });
  await page.goto(`${server.origin}/ec/login`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.waitForLoadState('networkidle');
  const samples: StepSample[] = [];
  for (const step of steps) {
    await step.prepare?.(page);
    await page.waitForTimeout(300);
    await page.evaluate((label) => {
      const bench = (window as unknown as BenchWindow).__bench;
      bench.watch = label;
      bench.shownAt = undefined;
    }, step.table);
    await step.target(page).click();
    const timing = await timeStep(page, step);
    samples.push({
      duration: timing.duration,
      chunks: timing.scripts.length,
      chunkGzip: timing.scripts.reduce((sum, file) => sum + gzipSizeOf(server.dist, file), 0),
      api: timing.api,
      longTasks: timing.longTasks,
      longTaskTotal: timing.longTaskTotal,
    });
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  return samples;
}

function breakdownLine({ chunks, chunkGzip, api, longTasks, longTaskTotal }: Breakdown): string {
  const requests = api.length
    ? api.map((request) => `${request.path} ${ms(request.duration)}`).join(', ')
    : 'none';
  return (
    `${chunks} chunks (${kb(chunkGzip)} gzip); ${longTasks} long tasks, ${ms(longTaskTotal)}; ` +
    `API: ${requests}`
  );
}

requireBuiltConsole();
const servers = await startConsoleAndReference(Number(process.env.BENCH_PORT ?? 4392));
try {
  const browser = await launchChromium();
  // Each run loads the reference right before its walk: R is that load's LCP.
  const references: number[] = [];
  const walks: StepSample[][] = [];
  for (let run = 0; run < runs; run += 1) {
    references.push((await measureLoad(browser, referenceTarget(servers.reference))).lcp);
    walks.push(await walk(browser, servers.app));
  }
  await browser.close();

  console.log(`${METHOD}; fresh profile per run; R = the reference page's load (LCP) in the same run`);
  console.log(`${'reference page load (R)'.padEnd(30)} ${ms(median(references)).padStart(8)}`);
  steps.forEach((step, index) => {
    const samples = walks.map((run) => run[index] as StepSample);
    const duration = median(samples.map((sample) => sample.duration));
    const ratio = median(samples.map((sample, run) => sample.duration / (references[run] ?? Number.NaN)));
    // The breakdown of the run whose time is the median, so its parts add up to the printed figure.
    const typical = samples.find((sample) => sample.duration === duration) as StepSample;
    console.log(
      `${step.label.padEnd(30)} ${ms(duration).padStart(8)} ${inR(ratio).padStart(7)}   ` +
        `budget ≤ ${step.budgetR} R: ${verdict(ratio <= step.budgetR)}`,
    );
    console.log(`${''.padEnd(30)} ${breakdownLine(typical)}`);
  });
} finally {
  await servers.stop();
}
