import { POPUP_PAGES } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { popupTarget } from './popup-target.ts';

const systemUrl = POPUP_PAGES.map(({ id, page }) => ({ id, page }));

describe('popupTarget', () => {
  it('leads nowhere when direct_to is none, whatever else the popup holds', () => {
    expect(
      popupTarget(
        { direct_to: 'none', url_direct: 'https://example.com', system_page: 'deposit' },
        systemUrl,
      ),
    ).toEqual({ kind: 'none' });
  });

  it('opens http and https addresses only', () => {
    expect(
      popupTarget(
        { direct_to: 'url', url_direct: 'https://example.com/a?b=1', system_page: null },
        systemUrl,
      ),
    ).toEqual({ kind: 'url', href: 'https://example.com/a?b=1' });
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'not a url', ''])
      expect(popupTarget({ direct_to: 'url', url_direct: bad, system_page: null }, systemUrl)).toEqual({
        kind: 'none',
      });
  });

  it('leads to the page of its system_url entry, and nowhere for an unknown one or another site', () => {
    expect(popupTarget({ direct_to: 'page', url_direct: null, system_page: 'deposit' }, systemUrl)).toEqual({
      kind: 'page',
      to: '/deposit',
    });
    expect(popupTarget({ direct_to: 'page', url_direct: null, system_page: 'deposit' }, [])).toEqual({
      kind: 'none',
    });
    expect(
      popupTarget({ direct_to: 'page', url_direct: null, system_page: 'deposit' }, [
        { id: 'deposit', page: '//evil.example' },
      ]),
    ).toEqual({ kind: 'none' });
    expect(
      popupTarget({ direct_to: 'page', url_direct: null, system_page: 'deposit' }, [
        { id: 'deposit', page: '/\\evil.example' },
      ]),
    ).toEqual({ kind: 'none' });
  });
});
