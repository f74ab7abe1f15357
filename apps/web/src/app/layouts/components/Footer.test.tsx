// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { SCROLL_TO_TOP_BUTTON } from '../../../lib/scroll.ts';
import { Footer } from './Footer.tsx';

afterEach(cleanup);

it("leaves the scroll-to-top button's corner free, so the button never covers the footer's text", () => {
  render(<Footer />);
  const footer = screen.getByRole('contentinfo');
  // The footer reaches the viewport's end edge on a phone or in wide content: its text must end before the
  // button's inner edge (inset + size from that edge), whatever the gutter around it.
  const room = Number.parseFloat(getComputedStyle(footer).paddingInlineEnd);
  expect(room).toBeGreaterThanOrEqual(SCROLL_TO_TOP_BUTTON.inset + SCROLL_TO_TOP_BUTTON.size);
});
