import Button, { type ButtonProps } from '@mui/material/Button';
import { type ReactNode, type Ref, useRef } from 'react';

/** Opens the file chooser unless a file is still being sent: a press while busy starts nothing. */
export function chooseFileUnlessBusy(busy: boolean, input: Pick<HTMLInputElement, 'click'> | null) {
  if (!busy) input?.click();
}

/**
 * A button that opens a hidden file input, for a field that uploads the chosen file. A real button: a <label>
 * drawn as a button is not reached or pressed with the keyboard. Not disabled while the file is sent (`busy`),
 * only saying so (aria-disabled) and refusing presses: a disabled button drops the focus to the page, and a
 * keyboard's next Tab would start again from the top. The input is emptied once its file is read, so the same
 * file can be chosen again after a refusal. Enter opens the chooser from its keydown, as Space does from its keyup.
 */
export function FileChooseButton({
  busy,
  disabled = false,
  accept,
  onFile,
  describedBy,
  inputTestId,
  buttonRef,
  variant,
  startIcon,
  sx,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  accept: string;
  onFile: (file: File | undefined) => void;
  /** The id of the field's hint, read with the button and the input. */
  describedBy: string;
  inputTestId: string;
  buttonRef?: Ref<HTMLElement> | undefined;
  variant: ButtonProps['variant'];
  startIcon?: ReactNode;
  sx?: ButtonProps['sx'];
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant={variant}
        startIcon={startIcon}
        disabled={disabled}
        aria-disabled={busy || undefined}
        ref={buttonRef as Ref<HTMLButtonElement>}
        onClick={() => chooseFileUnlessBusy(busy, input.current)}
        onKeyDown={(event) => {
          // Enter opens the chooser on its keydown: the browser's own click for Enter comes at keypress, which
          // never comes when something on the way prevented the keydown's default (Space clicks at keyup).
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          chooseFileUnlessBusy(busy, input.current);
        }}
        aria-describedby={describedBy}
        sx={sx}
      >
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        disabled={disabled || busy}
        data-testid={inputTestId}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          onFile(file);
        }}
      />
    </>
  );
}
