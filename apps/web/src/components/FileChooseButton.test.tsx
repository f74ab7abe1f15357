import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { chooseFileUnlessBusy, FileChooseButton } from './FileChooseButton.tsx';

/** The button and the input as the browser receives them (MUI's styles left out). */
function drawn(props: { busy: boolean; disabled?: boolean }) {
  const html = renderToStaticMarkup(
    <FileChooseButton
      {...props}
      accept="image/png"
      onFile={() => {}}
      describedBy="hint"
      inputTestId="image-input"
      variant="contained"
    >
      Choose image
    </FileChooseButton>,
  ).replace(/<style[^>]*>.*?<\/style>/g, '');
  const button = html.match(/<button[^>]*>/)?.[0];
  const input = html.match(/<input[^>]*>/)?.[0];
  if (!button || !input) throw new Error(`no button or input in ${html}`);
  return { button, input };
}

describe('FileChooseButton', () => {
  it('stays an enabled, focusable button while busy, saying it is unavailable', () => {
    const { button, input } = drawn({ busy: true });
    // A disabled button would drop the keyboard's focus to <body> the moment the upload starts.
    expect(button).not.toMatch(/\sdisabled(=|\s|>)/);
    expect(button).not.toMatch(/tabindex="-1"/);
    expect(button).toMatch(/aria-disabled="true"/);
    expect(input).toMatch(/\sdisabled=""/);
  });

  it('is an ordinary button when idle, and really disabled when the form says so', () => {
    const idle = drawn({ busy: false });
    expect(idle.button).not.toMatch(/aria-disabled/);
    expect(idle.button).not.toMatch(/\sdisabled(=|\s|>)/);
    expect(idle.input).not.toMatch(/\sdisabled/);
    expect(drawn({ busy: false, disabled: true }).button).toMatch(/\sdisabled=""/);
  });

  it('opens the file chooser on a press, but not while a file is being sent', () => {
    const input = { click: vi.fn() };
    chooseFileUnlessBusy(true, input);
    expect(input.click).not.toHaveBeenCalled();
    chooseFileUnlessBusy(false, input);
    expect(input.click).toHaveBeenCalledTimes(1);
  });
});
