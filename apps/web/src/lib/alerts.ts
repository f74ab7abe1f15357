import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';
import { HttpError, NetworkError } from './http.ts';
import i18n, { tm } from './i18n.ts';

/** Timings of spec §9. */
export const SUCCESS_ALERT_MS = 1500;
export const VALIDATION_ALERT_MS = 7000;

type Swal = typeof import('sweetalert2').default;
let swalPromise: Promise<Swal> | null = null;

/**
 * sweetalert2 is loaded on first use (it is not part of the login route's first paint). The style-less
 * build plus its CSS file: the page runs under a CSP that forbids un-nonced <style> elements.
 */
function loadSwal(): Promise<Swal> {
  swalPromise ??= Promise.all([
    import('sweetalert2/dist/sweetalert2.esm.js'),
    import('sweetalert2/dist/sweetalert2.css'),
    import('../styles/alerts.css'),
  ]).then(([module]) => module.default);
  return swalPromise;
}

function resolvedTheme(): 'light' | 'dark' {
  return document.documentElement.dataset.colorScheme === 'dark' ? 'dark' : 'light';
}

/** Dialog defaults of spec §9, translated to the current language. */
export function dialogDefaults(): SweetAlertOptions {
  return {
    confirmButtonText: i18n.t('dialog.ok'),
    denyButtonText: i18n.t('dialog.no'),
    cancelButtonText: i18n.t('dialog.cancel'),
    closeButtonAriaLabel: i18n.t('dialog.close'),
    theme: resolvedTheme(),
    heightAuto: false,
    returnFocus: true,
  };
}

export async function fireAlert(options: SweetAlertOptions): Promise<SweetAlertResult> {
  const swal = await loadSwal();
  return swal.fire({ ...dialogDefaults(), ...options } as SweetAlertOptions);
}

/** Error alert: 'Oops...', the message, and a footer inviting the user to contact customer support. */
export function showError(message?: string): Promise<SweetAlertResult> {
  return fireAlert({
    icon: 'error',
    title: i18n.t('alerts.oops'),
    text: message || i18n.t('alerts.somethingWentWrong'),
    footer: escapeHtml(i18n.t('alerts.contactSupport')),
  });
}

/** Success alert: a translated title shown for 1.5 s, no button. */
export function showSuccess(title: string, text?: string): Promise<SweetAlertResult> {
  return fireAlert({
    icon: 'success',
    title,
    text,
    timer: SUCCESS_ALERT_MS,
    timerProgressBar: true,
    showConfirmButton: false,
  });
}

/** Validation alert: 'Validation Error' for 7 s. */
export function showValidation(message: string): Promise<SweetAlertResult> {
  return fireAlert({
    icon: 'warning',
    title: i18n.t('alerts.validationError'),
    text: message,
    timer: VALIDATION_ALERT_MS,
    timerProgressBar: true,
  });
}

/** A small toast (max width 360px) for quiet confirmations such as "Copied". */
export function showToast(
  title: string,
  icon: 'success' | 'info' | 'error' = 'success',
): Promise<SweetAlertResult> {
  return fireAlert({
    toast: true,
    position: 'top-end',
    icon,
    title,
    showConfirmButton: false,
    timer: SUCCESS_ALERT_MS,
  });
}

/** The message to show for any error thrown by the HTTP client. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    // The server's words say what was counted (attempts or requests); the header's seconds serve when it sent none.
    if (error.code === 'RATE_LIMITED' && error.retryAfter !== null && !error.serverMessage) {
      return i18n.t('errors.RATE_LIMITED', { seconds: error.retryAfter });
    }
    if (error.serverMessage) return error.serverMessage;
    if (error.code && i18n.exists(`errors.${error.code}`)) return tm(`errors.${error.code}`);
    return i18n.t('errors.INTERNAL');
  }
  if (error instanceof NetworkError) return i18n.t('errors.network');
  return i18n.t('errors.INTERNAL');
}

/** Shows an error unless the session policy already handled it (the user is on the way to /login). */
export function alertError(error: unknown): void {
  if (error instanceof HttpError && error.handled) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (error instanceof HttpError && error.status === 422 && error.fields.length) {
    void showValidation(error.fields.map((field) => field.message).join('\n'));
    return;
  }
  void showError(errorMessage(error));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
