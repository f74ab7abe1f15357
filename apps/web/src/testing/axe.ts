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
  const results = await axe.run(
    { include: [root], exclude },
    {
      resultTypes: ['violations'],
      rules: {
        'color-contrast': { enabled: false },
        'color-contrast-enhanced': { enabled: false },
        'target-size': { enabled: false },
      },
    },
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const found = [...node.any, ...node.all, ...node.none][0]?.message ?? '';
        return `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 80)} — ${found}`;
      }),
    );
}
