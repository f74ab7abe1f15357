// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOtherModalOpen } from './use-other-modal-open.ts';

afterEach(() => {
  document.body.replaceChildren();
});

function modal(classes: string, attributes: Record<string, string> = {}) {
  const node = document.createElement('div');
  node.className = classes;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

describe('useOtherModalOpen', () => {
  it('follows modals opening and closing, and expanded menu buttons, but not the ones it is told to ignore', async () => {
    const button = modal('', { 'aria-haspopup': 'true' });
    document.body.append(button);
    const { result } = renderHook(() => useOtherModalOpen('[data-popup-id]'));
    expect(result.current).toBe(false);

    const popup = modal('MuiModal-root', { 'data-popup-id': 'p1' });
    await act(async () => document.body.append(popup));
    expect(result.current).toBe(false);

    const menu = modal('MuiModal-root');
    await act(async () => document.body.append(menu));
    expect(result.current).toBe(true);
    await act(async () => menu.classList.add('MuiModal-hidden'));
    // A class change alone is not watched; hiding a kept modal also clears aria-hidden on its siblings.
    await act(async () => popup.setAttribute('aria-hidden', 'false'));
    expect(result.current).toBe(false);

    await act(async () => button.setAttribute('aria-expanded', 'true'));
    expect(result.current).toBe(true);
    await act(async () => button.removeAttribute('aria-expanded'));
    expect(result.current).toBe(false);
  });

  it('sees a menu opened earlier in the same task when asked again before the observers run', () => {
    const button = modal('', { 'aria-haspopup': 'true' });
    document.body.append(button);
    const { result, rerender } = renderHook(() => useOtherModalOpen('[data-popup-id]'));
    expect(result.current).toBe(false);
    act(() => {
      button.setAttribute('aria-expanded', 'true');
      rerender();
    });
    expect(result.current).toBe(true);
  });
});
