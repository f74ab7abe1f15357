import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConnectLinkCard } from './ConnectLinkCard.tsx';

const LINK = {
  url: 'https://t.me/adportal_sandbox_bot?start=abc',
  bot_username: 'adportal_sandbox_bot',
  expires_at: new Date(Date.now() + 600_000).toISOString(),
};

/** The card as the browser receives it (MUI's styles left out). */
function drawn(sandbox: boolean) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ConnectLinkCard
        link={LINK}
        expired={false}
        onExpired={() => {}}
        sandbox={sandbox}
        creating={false}
        onNewLink={() => {}}
      />
    </QueryClientProvider>,
  ).replace(/<style[^>]*>.*?<\/style>/g, '');
}

const buttonOf = (html: string, testId: string) =>
  html.match(new RegExp(`<(?:a|button)[^>]*data-testid="${testId}"[^>]*>`))?.[0];

describe('ConnectLinkCard', () => {
  it('in the sandbox, makes "Press Start" the main action and offers no t.me button or QR code', () => {
    const html = drawn(true);
    expect(buttonOf(html, 'telegram-sandbox-start')).toMatch(/MuiButton-contained/);
    expect(buttonOf(html, 'telegram-open')).toBeUndefined();
    // The QR code's place (drawn in the browser; a skeleton until then).
    expect(html).not.toContain('MuiSkeleton');
  });

  it('with a real bot, opens Telegram and shows the QR code, with no sandbox button', () => {
    const html = drawn(false);
    expect(buttonOf(html, 'telegram-open')).toMatch(/MuiButton-contained/);
    expect(buttonOf(html, 'telegram-sandbox-start')).toBeUndefined();
    expect(html).toContain('MuiSkeleton');
  });
});
