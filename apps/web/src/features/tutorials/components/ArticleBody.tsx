import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { RichTextView } from '../../../components/rich-text/RichTextView.tsx';

/**
 * An article's text for reading: a comfortable measure (about 75 characters a line) and spacing; links to
 * pages of the portal stay in the app (no reload), links elsewhere open a new tab as the server wrote them.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const target = anchor?.getAttribute('href');
    if (!anchor || !target?.startsWith('/') || target.startsWith('//') || anchor.target === '_blank') return;
    event.preventDefault();
    void navigate(target);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: clicks on the links inside are delegated, not the box's own
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are keyboard-reachable and activated by Enter as clicks
    <div onClick={onClick}>
      <RichTextView
        html={html}
        testId="tutorial-body"
        sx={{
          maxWidth: '75ch',
          fontSize: '1.0625rem',
          lineHeight: 1.75,
          '& h2': { mt: 4, mb: 1.5 },
          '& h3': { mt: 3, mb: 1 },
          '& p, & ol, & ul': { mb: 2 },
          '& img': { borderRadius: 1, border: 1, borderColor: 'divider' },
        }}
      />
    </div>
  );
}
