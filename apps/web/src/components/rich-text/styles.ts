import type { CSSObject } from '@emotion/react';
import { alpha, type Theme } from '@mui/material/styles';
import { INDENT_MAX } from './presets.ts';

// These objects go through MUI's `sx`, where a bare number as borderRadius is a multiple of the theme's radius:
// radii are written in px.

/**
 * How stored rich text looks, in the viewer and inside the editor alike (Quill's read-only content rules,
 * redrawn with the MUI palette so light and dark follow the app). Lists are Quill 2's: every list is an
 * `<ol>` whose items say `data-list="bullet|ordered"`; numbers come from CSS counters per indent level.
 * Quill's editor draws a list marker in its own `span.ql-ui`; stored text has none (the sanitizer drops it),
 * so the viewer draws markers on the item itself — `markers` says where.
 */

const LEVELS = Array.from({ length: INDENT_MAX + 1 }, (_, level) => level);
const COUNTERS = LEVELS.map((level) => `list-${level}`);
/** Quill's numbering: 1. a. i. 1. a. i. … */
const NUMBERING = ['decimal', 'lower-alpha', 'lower-roman'] as const;

/** Selector of the list marker of items matching `item`. */
type MarkerSelector = (item: string) => string;
const VIEW_MARKER: MarkerSelector = (item) => `${item}::before`;
const EDITOR_MARKER: MarkerSelector = (item) => `${item} > .ql-ui::before`;

function listRules(marker: MarkerSelector): CSSObject {
  const rules: CSSObject = {
    counterReset: COUNTERS.join(' '),
    '& p, & h1, & h2, & h3, & blockquote, & pre': { counterSet: COUNTERS.join(' ') },
    '& ol, & ul': { paddingLeft: '1.5em', margin: '0 0 0.5em' },
    // Items of Quill's lists draw their own marker; a plain <ul>/<ol> (HTML written elsewhere) keeps the browser's.
    '& li[data-list]': { listStyleType: 'none', paddingLeft: '1.5em', position: 'relative' },
    [marker('& li[data-list]')]: {
      display: 'inline-block',
      marginLeft: '-1.5em',
      marginRight: '0.3em',
      textAlign: 'right',
      whiteSpace: 'nowrap',
      width: '1.2em',
    },
    [marker('& li[data-list=bullet]')]: { content: '"\\2022"' },
  };
  for (const level of LEVELS) {
    const indented = level === 0 ? '' : `.ql-indent-${level}`;
    const deeper = COUNTERS.slice(level + 1).join(' ');
    const item = `& li[data-list]${indented}`;
    if (deeper) rules[item] = { ...(rules[item] as CSSObject | undefined), counterSet: deeper };
    rules[`& li[data-list=ordered]${indented}`] = { counterIncrement: `list-${level}` };
    rules[marker(`& li[data-list=ordered]${indented}`)] = {
      content: `counter(list-${level}, ${NUMBERING[level % 3]}) ". "`,
    };
  }
  return rules;
}

function indentRules(): CSSObject {
  const rules: CSSObject = {};
  for (const level of LEVELS.slice(1)) {
    rules[`& .ql-indent-${level}`] = { paddingLeft: `${level * 3}em` };
    rules[`& li.ql-indent-${level}`] = { paddingLeft: `${level * 3 + 1.5}em` };
  }
  return rules;
}

/** The content rules shared by the viewer (`markers: 'view'`) and the editor's text area (`'editor'`). */
export function richTextContentStyles(theme: Theme, markers: 'view' | 'editor'): CSSObject {
  const codeBackground = alpha(theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.12 : 0.06);
  return {
    color: theme.palette.text.primary,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.body1.fontSize,
    lineHeight: 1.6,
    // Quill keeps runs of spaces as typed; long words and addresses wrap instead of widening the page.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    wordBreak: 'break-word',
    tabSize: 4,
    textAlign: 'left',
    '& p, & ol, & ul, & pre, & blockquote, & h1, & h2, & h3': { margin: 0, padding: 0 },
    '& h1, & h2, & h3': { fontWeight: 600, lineHeight: 1.3, margin: '0.6em 0 0.3em' },
    '& h1': { fontSize: '1.75em' },
    '& h2': { fontSize: '1.4em' },
    '& h3': { fontSize: '1.17em' },
    '& > :first-child': { marginTop: 0 },
    '& strong, & b': { fontWeight: 600 },
    '& a': {
      color: theme.palette.primaryText,
      textDecoration: 'underline',
      textUnderlineOffset: '2px',
      '&:focus-visible': {
        outline: `2px solid ${theme.palette.primaryText}`,
        outlineOffset: 2,
        borderRadius: '2px',
      },
    },
    '& blockquote': {
      borderLeft: `4px solid ${theme.palette.divider}`,
      margin: '0.5em 0',
      paddingLeft: '1em',
      color: theme.palette.text.secondary,
    },
    '& code': {
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: '0.875em',
      backgroundColor: codeBackground,
      borderRadius: '4px',
      padding: '0.1em 0.3em',
    },
    '& pre, & .ql-code-block-container': {
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: '0.875em',
      backgroundColor: codeBackground,
      borderRadius: '6px',
      margin: '0.5em 0',
      padding: '0.6em 0.9em',
      overflowX: 'auto',
      whiteSpace: 'pre-wrap',
    },
    '& img': { maxWidth: '100%', height: 'auto', verticalAlign: 'bottom' },
    '& .ql-size-small': { fontSize: '0.75em' },
    '& .ql-size-large': { fontSize: '1.5em' },
    '& .ql-size-huge': { fontSize: '2.5em' },
    '& .ql-align-center': { textAlign: 'center' },
    '& .ql-align-right': { textAlign: 'right' },
    '& .ql-align-justify': { textAlign: 'justify' },
    ...listRules(markers === 'view' ? VIEW_MARKER : EDITOR_MARKER),
    ...indentRules(),
  };
}

/** A CSS string literal of a translated label (Quill's snow theme writes its labels with `content`). */
const cssText = (text: string) => JSON.stringify(text);

export interface EditorChromeLabels {
  visitUrl: string;
  enterLink: string;
  edit: string;
  remove: string;
  save: string;
  header: Record<string, string>;
  size: Record<string, string>;
}

function pickerLabelRules(picker: 'header' | 'size', labels: Record<string, string>): CSSObject {
  const rules: CSSObject = {};
  for (const [value, label] of Object.entries(labels)) {
    const valued = value === '' ? ':not([data-value])' : `[data-value="${value}"]`;
    rules[`& .ql-picker.ql-${picker} .ql-picker-label${valued}::before`] = { content: cssText(label) };
    rules[`& .ql-picker.ql-${picker} .ql-picker-item${valued}::before`] = { content: cssText(label) };
  }
  return rules;
}

/**
 * Quill's snow theme in the MUI palette: toolbar, pickers, link tooltip, focus ring, error and disabled states,
 * translated labels. The tooltip and pickers stay inside the editor's box (no page overflow at phone width).
 */
export function richTextEditorStyles(
  theme: Theme,
  labels: EditorChromeLabels,
  state: { error: boolean; minHeight: number },
): CSSObject {
  const { palette } = theme;
  const border = state.error ? palette.error.main : alpha(palette.text.primary, 0.24);
  const focus = state.error ? palette.error.main : palette.primary.main;
  const active = palette.primaryText;
  return {
    position: 'relative',
    borderRadius: `${theme.shape.borderRadius}px`,
    '& .quill': {
      border: `1px solid ${border}`,
      borderRadius: `${theme.shape.borderRadius}px`,
      backgroundColor: palette.background.paper,
      transition: theme.transitions.create(['border-color', 'box-shadow']),
    },
    '&:hover .quill': { borderColor: state.error ? palette.error.main : palette.text.primary },
    '& .quill:focus-within': { borderColor: focus, boxShadow: `0 0 0 1px ${focus}` },
    '&[data-disabled="true"] .quill': { opacity: 0.6, pointerEvents: 'none' },
    '& .ql-toolbar.ql-snow': {
      border: 'none',
      borderBottom: `1px solid ${palette.divider}`,
      fontFamily: theme.typography.fontFamily,
      padding: '6px',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      rowGap: '4px',
    },
    '& .ql-toolbar.ql-snow .ql-formats': {
      display: 'inline-flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      marginRight: '8px',
      paddingRight: '8px',
      borderRight: `1px solid ${palette.divider}`,
      '&:last-of-type': { borderRight: 'none', marginRight: 0, paddingRight: 0 },
    },
    '& .ql-snow.ql-toolbar button': {
      width: 32,
      height: 32,
      padding: '6px',
      borderRadius: '6px',
      '&:focus-visible': { outline: `2px solid ${focus}`, outlineOffset: 1 },
    },
    '& .ql-snow .ql-stroke': { stroke: palette.text.secondary },
    '& .ql-snow .ql-fill, & .ql-snow .ql-stroke.ql-fill': { fill: palette.text.secondary },
    '& .ql-snow .ql-picker': { color: palette.text.secondary, height: 32 },
    [[
      '& .ql-snow.ql-toolbar button:hover',
      '& .ql-snow.ql-toolbar button:focus-visible',
      '& .ql-snow.ql-toolbar button.ql-active',
      '& .ql-snow.ql-toolbar .ql-picker-label:hover',
      '& .ql-snow.ql-toolbar .ql-picker-label.ql-active',
      '& .ql-snow.ql-toolbar .ql-picker-item:hover',
      '& .ql-snow.ql-toolbar .ql-picker-item.ql-selected',
    ].join(', ')]: {
      color: active,
      '& .ql-stroke': { stroke: active },
      '& .ql-fill, & .ql-stroke.ql-fill': { fill: active },
    },
    '& .ql-snow.ql-toolbar button.ql-active': { backgroundColor: alpha(palette.primary.main, 0.08) },
    '& .ql-snow.ql-toolbar button:hover': { backgroundColor: palette.action.hover },
    '& .ql-snow .ql-picker-label': {
      display: 'flex',
      alignItems: 'center',
      borderRadius: '6px',
      '&:focus-visible': { outline: `2px solid ${focus}`, outlineOffset: 1 },
    },
    '& .ql-snow .ql-picker.ql-header': { width: 118 },
    '& .ql-snow .ql-picker.ql-size': { width: 92 },
    '& .ql-snow .ql-picker-options': {
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: '6px',
      boxShadow: theme.shadows[4],
      zIndex: 2,
    },
    '& .ql-snow .ql-picker.ql-expanded .ql-picker-label': { borderColor: 'transparent', color: active },
    '& .ql-snow .ql-picker.ql-expanded .ql-picker-options': { borderColor: palette.divider },
    '& .ql-snow .ql-picker-item:focus-visible': { outline: `2px solid ${focus}`, outlineOffset: -2 },
    ...pickerLabelRules('header', labels.header),
    ...pickerLabelRules('size', labels.size),
    '& .ql-container.ql-snow': {
      border: 'none',
      fontFamily: theme.typography.fontFamily,
      fontSize: 'inherit',
      position: 'relative',
    },
    '& .ql-editor': {
      ...richTextContentStyles(theme, 'editor'),
      minHeight: state.minHeight,
      maxHeight: '70vh',
      overflowY: 'auto',
      padding: '12px 14px',
    },
    '& .ql-editor.ql-blank::before': {
      color: palette.text.disabled,
      fontStyle: 'normal',
      left: 14,
      right: 14,
    },
    // The link tooltip: inside the editor's box whatever Quill computes, readable in both schemes.
    '& .ql-snow .ql-tooltip': {
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      borderRadius: '6px',
      boxShadow: theme.shadows[6],
      padding: '6px 10px',
      maxWidth: 'calc(100% - 16px)',
      whiteSpace: 'normal',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '4px 8px',
      zIndex: 3,
      '&.ql-hidden': { display: 'none' },
      '&::before': { content: cssText(labels.visitUrl), lineHeight: '26px', marginRight: 0 },
      '&[data-mode=link]::before': { content: cssText(labels.enterLink) },
      '& input[type=text]': {
        backgroundColor: palette.background.paper,
        color: palette.text.primary,
        border: `1px solid ${alpha(palette.text.primary, 0.24)}`,
        borderRadius: '4px',
        fontSize: 14,
        height: 28,
        width: 220,
        maxWidth: '100%',
        padding: '3px 6px',
        '&:focus-visible': { outline: `2px solid ${focus}`, outlineOffset: 0 },
        '&[aria-invalid="true"]': { borderColor: palette.error.main },
      },
      '& a': { color: active, lineHeight: '26px' },
      '& a.ql-preview': { maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      '& a.ql-action::after': { content: cssText(labels.edit), borderRight: `1px solid ${palette.divider}` },
      '& a.ql-remove::before': { content: cssText(labels.remove) },
      '&.ql-editing a.ql-action::after': { content: cssText(labels.save), borderRight: 0, paddingRight: 0 },
      '& a.ql-action, & a.ql-remove': { cursor: 'pointer' },
    },
  };
}
