// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileChooseButton } from './FileChooseButton.tsx';

/** The button with its hidden input; `opened` counts how often the file chooser was asked for. */
function drawButton(props: { busy?: boolean } = {}) {
  render(
    <FileChooseButton
      busy={props.busy ?? false}
      accept="image/png"
      onFile={() => {}}
      describedBy="hint"
      inputTestId="image-input"
      variant="contained"
    >
      Choose image
    </FileChooseButton>,
  );
  const opened = vi.fn();
  screen.getByTestId('image-input').addEventListener('click', opened);
  const button = screen.getByRole('button', { name: 'Choose image' });
  button.focus();
  return { button, opened };
}

afterEach(cleanup);

describe('FileChooseButton from the keyboard', () => {
  it('opens the file chooser on the Enter key itself, not on a click the browser may never synthesise', () => {
    const { button, opened } = drawButton();
    // Chromium turns Enter into a click only at keypress, which it skips whenever the keydown's default was
    // prevented on the way (so Enter "did nothing" while Space, clicked at keyup, worked).
    fireEvent.keyDown(button, { key: 'Enter', code: 'Enter' });
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('opens it once for each press of Enter and of Space, as a person types them', async () => {
    const user = userEvent.setup();
    const { opened } = drawButton();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('opens nothing from the keyboard while a file is being sent', async () => {
    const user = userEvent.setup();
    const { opened } = drawButton({ busy: true });
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).not.toHaveBeenCalled();
  });
});
