import axe from 'axe-core';

/**
 * The serious and critical axe findings in what is drawn now (none expected), one line per node — the same
 * rule set and threshold as the e2e walk (e2e/tests/axe.ts), run in jsdom on each state a route test reaches.
 *
 * jsdom draws no pixels and lays nothing out, so what needs them is left to the browser walk: colour contrast
 * (`color-contrast`, `color-contrast-enhanced`: jsdom has no rendered colours), targets' sizes (`target-size`),
 * text cut by overflow and the reflow at 320 px.
 *
 * `root` is what the test is about — the page's `main` or its dialog; the shell around every page is checked
 * once (app/layouts). jsdom computes each style through the whole cascade (MUI's emotion writes ~600 rules for a
 * page), so one look costs about a second on a loaded two-core machine: look once per state.
 */
export async function axeProblems(
  root: Element,
  { exclude = [] }: { exclude?: Element[] } = {},
): Promise<string[]> {
  // Without the CSS selectors of each node checked (a fifth of axe's time in jsdom), then, only when something is
  // found, again with them for the message.
  const found = await seriousViolations(root, exclude, false);
  if (found.length === 0) return [];
  return (await seriousViolations(root, exclude, true)).flatMap((violation) =>
    violation.nodes.map((node) => {
      const message = [...node.any, ...node.all, ...node.none][0]?.message ?? '';
      return `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 80)} — ${message}`;
    }),
  );
}

async function seriousViolations(root: Element, exclude: Element[], selectors: boolean) {
  const results = await axe.run(
    { include: [root], exclude },
    {
      resultTypes: ['violations'],
      selectors,
      rules: {
        'color-contrast': { enabled: false },
        'color-contrast-enhanced': { enabled: false },
        'target-size': { enabled: false },
      },
    },
  );
  return results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}
