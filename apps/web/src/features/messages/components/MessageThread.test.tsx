import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageThread, type ThreadMessage } from './MessageThread.tsx';

const MESSAGES: ThreadMessage[] = [
  {
    id: '1',
    side: 'advertiser',
    author_name: 'Ada Lovelace',
    body_html: '<p>Where is my deposit?</p>',
    created_at: '2026-11-27T03:00:00.000Z',
  },
  {
    id: '2',
    side: 'support',
    author_name: 'Sam Support',
    body_html: '<p>Credited now.</p>',
    created_at: '2026-11-27T04:00:00.000Z',
  },
];

/** Each message's header text: the author, the side's label and the time (MUI's styles left out). */
function headers(html: string): string[] {
  return [...html.matchAll(/<header[^>]*>(.*?)<\/header>/g)].map((match) =>
    match[1]!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

describe('MessageThread', () => {
  it("names the advertiser on the team's messages when support reads the thread", () => {
    const html = renderToStaticMarkup(
      <MessageThread messages={MESSAGES} ownSide="support" advertiserName="Acme Ads Co." />,
    ).replace(/<style[^>]*>.*?<\/style>/g, '');
    const [team, support] = headers(html);
    expect(team).toContain('Ada Lovelace Acme Ads Co.');
    expect(team).not.toContain('messages.sides.advertiser');
    expect(support).toContain('Sam Support messages.sides.support');
  });

  it('says "Your team" to the team itself', () => {
    const html = renderToStaticMarkup(<MessageThread messages={MESSAGES} ownSide="advertiser" />).replace(
      /<style[^>]*>.*?<\/style>/g,
      '',
    );
    expect(headers(html)[0]).toContain('Ada Lovelace messages.sides.advertiser');
  });
});
