import Box, { type BoxProps } from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { richTextContentStyles } from './styles.ts';

export interface RichTextViewProps {
  /** HTML as the API returns it: sanitized by the server (apps/api/src/lib/rich-text.ts) before it was kept. */
  html: string;
  /** Extra layout for the box (margins, max width); the content rules are the viewer's own. */
  sx?: BoxProps['sx'];
  testId?: string;
}

/**
 * Shows stored rich text as written in the editor — Quill's lists, indents, alignment, headings, quotes, code,
 * images up to the box's width, long words wrapped — in the MUI palette (light and dark). Links leaving the
 * site open in a new tab (the server wrote target and rel). Only ever give it HTML the API sanitized: it is
 * inserted as it is.
 */
export function RichTextView({ html, sx, testId = 'rich-text-view' }: RichTextViewProps) {
  const theme = useTheme();
  const content = useMemo(() => richTextContentStyles(theme, 'view'), [theme]);
  return (
    <Box
      className="rich-text-view"
      data-testid={testId}
      sx={[content, { minWidth: 0, maxWidth: '100%', overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
      // Server-sanitized HTML only (allow-list of Quill's output; see docs/adr/0011-rich-text.md).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitized it before keeping it
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
