import { POPUP_PAGES, type PopupAudience, type PopupDetail, type PopupPageAnswer } from '@adportal/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../identity/principal.ts';
import { popupDetailView, popupView } from './popup-view.ts';
import { findPopupWithImage, insertDismissal, listShownPopups, recordViews } from './popups.repository.ts';

/**
 * Who a signed-in caller is as a popup audience: the advertiser portal's users are advertisers (publisher
 * popups are stored for the publisher side and never answered here); operators are no audience.
 */
function audienceOf(principal: Principal): PopupAudience | null {
  return principal.role.kind === 'advertiser' ? 'advertiser' : null;
}

/**
 * The popups of the app's pages (spec §2, §7): which ones a user sees on a page, 'Do not show this popup
 * again', and the public detail page. There is no permission area: every signed-in page may carry popups,
 * and what a user is shown depends only on the audience (their role's kind), the page and their dismissals.
 */
export class PopupsService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      /** The app's public origin: the answer's `domain`. */
      publicUrl: string;
      now?: (() => Date) | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * GET /api/popup/page: the popups of `page` (a route name; an unknown one gets the every-page popups),
   * first of the stack first. Each one returned counts as seen by the caller (once per user), unless an
   * operator is signed in as them.
   */
  async forPage(principal: Principal, page: string): Promise<PopupPageAnswer> {
    const audience = audienceOf(principal);
    const at = this.now();
    const rows = audience
      ? await listShownPopups(this.deps.db, { audience, page, userId: principal.user.id, at })
      : [];
    // A person's own look only: not an operator visiting as them, nor a script with an API key.
    if (principal.session !== null && principal.session.impersonatorUserId === null) {
      await recordViews(
        this.deps.db,
        rows.map((row) => row.popup.id),
        principal.user.id,
        at,
      );
    }
    return {
      status: true,
      data: rows.map((row) => popupView(row.popup, row.image)),
      domain: this.deps.publicUrl,
      system_url: POPUP_PAGES.map((entry) => ({ id: entry.id, page: entry.page })),
    };
  }

  /**
   * 'Do not show this popup again': recorded once per user (asking again changes nothing). A popup that is
   * not for the caller's audience, or does not offer the choice, is a 404.
   */
  async doNotShowAgain(principal: Principal, id: string): Promise<void> {
    const found = await findPopupWithImage(this.deps.db, id);
    const audience = audienceOf(principal);
    if (!found || !audience || found.popup.audience !== audience || !found.popup.notShowAgainEnable)
      throw new AppError('NOT_FOUND');
    await insertDismissal(this.deps.db, id, principal.user.id);
  }

  /**
   * GET /api/popup/detail/{id} (public, spec §2): an active popup that has started. An inactive one, or one
   * not yet started, is a 404 to everyone; one whose period has ended stays readable (links to it still work).
   */
  async detail(id: string): Promise<PopupDetail> {
    const found = await findPopupWithImage(this.deps.db, id);
    const at = this.now();
    const started = !found?.popup.startsAt || found.popup.startsAt <= at;
    if (found?.popup.status !== 'active' || !started) throw new AppError('NOT_FOUND');
    return popupDetailView(found.popup, found.image);
  }
}
