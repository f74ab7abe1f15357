import { describe, expect, it } from 'vitest';
import { type RouteFocusFacts, shouldMoveFocus } from './route-focus.ts';

/** A tree of named nodes standing in for the DOM: a parent contains its descendants. */
class FakeNode {
  constructor(
    readonly name: string,
    readonly parent: FakeNode | null = null,
    readonly role: string | null = null,
  ) {}
  contains(other: FakeNode | null): boolean {
    for (let node = other; node; node = node.parent) if (node === this) return true;
    return false;
  }
  closest(selector: string): FakeNode | null {
    const role = /^\[role="(.+)"\]$/.exec(selector)?.[1];
    for (let node: FakeNode | null = this; node; node = node.parent) if (node.role === role) return node;
    return null;
  }
}

const body = new FakeNode('body');
const main = new FakeNode('main', body);
const navLink = new FakeNode('nav link', body);
const avatar = new FakeNode('avatar', body);
const nameField = new FakeNode('name field', main);
const nextLink = new FakeNode('next article', main);
const dialog = new FakeNode('dialog', body, 'dialog');
const dialogField = new FakeNode('dialog field', dialog);

const facts = (over: Partial<RouteFocusFacts<FakeNode>>): RouteFocusFacts<FakeNode> => ({
  previousPathname: '/deposit',
  pathname: '/payment/DP0000000001',
  focusedBefore: navLink,
  focusedNow: body,
  main,
  ...over,
});

describe('focus after a navigation', () => {
  it('stays where the browser put it on the first load', () => {
    expect(shouldMoveFocus(facts({ previousPathname: undefined }))).toBe(false);
  });

  it('stays when only the query or the hash changed (a list filtered in place)', () => {
    expect(shouldMoveFocus(facts({ previousPathname: '/deposit', pathname: '/deposit' }))).toBe(false);
  });

  it('moves when the focused element went away with the old page', () => {
    expect(shouldMoveFocus(facts({ focusedBefore: nextLink, focusedNow: body }))).toBe(true);
    expect(shouldMoveFocus(facts({ focusedNow: null }))).toBe(true);
  });

  it('moves off a link that stays, in the menu or in the page (an article’s “next”)', () => {
    expect(shouldMoveFocus(facts({ focusedBefore: navLink, focusedNow: navLink }))).toBe(true);
    expect(shouldMoveFocus(facts({ focusedBefore: nextLink, focusedNow: nextLink }))).toBe(true);
  });

  it('moves off the chrome a closing menu gave the focus back to', () => {
    expect(
      shouldMoveFocus(facts({ focusedBefore: new FakeNode('menu item', body), focusedNow: avatar })),
    ).toBe(true);
  });

  it('moves when the main landmark itself has it', () => {
    expect(shouldMoveFocus(facts({ focusedNow: main }))).toBe(true);
  });

  it('leaves a focus the new page chose (a form’s first field) or a dialog that opened', () => {
    expect(shouldMoveFocus(facts({ focusedNow: nameField }))).toBe(false);
    expect(shouldMoveFocus(facts({ focusedNow: dialogField }))).toBe(false);
  });
});
