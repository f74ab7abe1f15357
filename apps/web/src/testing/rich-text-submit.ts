import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { recordRequests, type SentRequest } from './api-mock.ts';
import { axeProblems } from './axe.ts';
import { waitFor, within } from './render-app.tsx';

/**
 * A form around a required rich-text editor (a reply, an answer, a note): submitted empty it says "This field is
 * required" and sends nothing; with text typed it sends one request whose `message` holds the text. Returns that
 * request.
 */
export async function expectRequiredThenSent({
  user,
  form,
  editor,
  submit,
  method,
  path,
  text,
}: {
  user: ReturnType<typeof userEvent.setup>;
  /** The region holding the editor and its submit button. */
  form: HTMLElement;
  /** The editor's accessible name. */
  editor: string;
  /** The submit button's accessible name. */
  submit: string;
  method: string;
  path: string;
  text: string;
}): Promise<SentRequest> {
  const requests = recordRequests();
  const textBox = await within(form).findByRole('textbox', { name: editor });
  await user.click(within(form).getByRole('button', { name: submit }));
  expect(await within(form).findByText('This field is required')).toBeTruthy();
  expect(await axeProblems(form)).toEqual([]);
  expect(await requests.matching(method, path)).toEqual([]);

  await user.type(textBox, text);
  await user.click(within(form).getByRole('button', { name: submit }));
  await waitFor(async () => expect(await requests.matching(method, path)).toHaveLength(1));
  const [sent] = await requests.matching(method, path);
  expect(sent?.body).toMatchObject({ message: expect.stringContaining(text) });
  requests.stop();
  return sent as SentRequest;
}
