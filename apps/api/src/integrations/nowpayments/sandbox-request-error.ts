/** A control or API call the sandbox refuses, with the HTTP status it answers. */
export class SandboxRequestError extends Error {
  override readonly name = 'SandboxRequestError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
