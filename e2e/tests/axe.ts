import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Page, test } from '@playwright/test';

/**
 * The one axe helper of the e2e specs. axe-core is a dev dependency of the e2e workspace: a missing copy fails
 * the run, it never skips a check.
 */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResults {
  violations: { id: string; impact: string | null; nodes: AxeNode[] }[];
}

interface AxeNode {
  target: string[];
  html: string;
  any: { message: string }[];
  all: { message: string }[];
  none: { message: string }[];
}

interface AxeScope {
  /** Selectors left out of the check; each needs a comment saying why at the caller. */
  exclude?: readonly string[];
}

/**
 * The serious and critical axe findings inside `selector` (none expected), each as its rule and a node it
 * names: the node's selector, the start of its HTML and what was measured, enough to act on without a trace.
 */
export async function axeProblems(
  page: Page,
  selector: string,
  { exclude = [] }: AxeScope = {},
): Promise<string[]> {
  const first = await axeLook(page, selector, exclude);
  if (first.length === 0) return first;
  // A finding must hold on a second look: a request that ends while axe measures enables a button whose colour
  // is still on its way from the disabled grey (CI met one at 1.95:1). A real problem reads the same both times.
  const second = await axeLook(page, selector, exclude);
  return second.filter((problem) => first.includes(problem));
}

async function axeLook(page: Page, selector: string, exclude: readonly string[]): Promise<string[]> {
  // Finished transitions first: a dialog fading in would be measured at a fraction of its contrast. (Endless
  // animations — spinners, skeletons — never finish and are not waited for.) Quiet twice, 150 ms apart: a render
  // that lands just after the first look (a button enabled as its request ends) starts a transition of its own.
  for (let quietLooks = 0; quietLooks < 2; quietLooks++) {
    if (quietLooks > 0) await page.waitForTimeout(150);
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    );
  }
  // Evaluated through the protocol: the page's CSP rightly refuses an injected script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE, 'utf8'));
  return page.evaluate(
    async ({ include, leftOut }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
      const context = { include: [include], exclude: leftOut.map((item) => [item]) };
      const results = await axe.run(context, { resultTypes: ['violations'] });
      return (
        results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          // One line per node, so that a second look confirms each on its own.
          .flatMap((violation) =>
            violation.nodes.map((node) => {
              // What the check measured (for colour contrast: both colours and the ratio).
              const found = [...node.any, ...node.all, ...node.none][0]?.message ?? '';
              return `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 80)} — ${found}`;
            }),
          )
      );
    },
    { include: selector, leftOut: [...exclude] },
  );
}

/**
 * What axe finds on the page outside `selector` (the shared layout around a feature's screen), recorded on the
 * test as annotations for the layout's owners rather than failed by the feature's spec.
 */
export async function annotateAxeProblemsAround(page: Page, selector: string, name: string): Promise<void> {
  for (const problem of await axeProblems(page, 'body', { exclude: [selector] }))
    test.info().annotations.push({ type: 'axe (layout)', description: `${name}: ${problem}` });
}
