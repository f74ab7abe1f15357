import {
  RICH_TEXT_IMAGE_MAX_BYTES,
  RICH_TEXT_IMAGE_TYPES,
  type RichTextImageProblem,
  safeLinkHref,
  sniffImageType,
} from '@adportal/contracts';

/** The spec's editor presets: "snow theme; presets essential, minimal, full". */
export const RICH_TEXT_PRESETS = ['essential', 'minimal', 'full'] as const;
export type RichTextPreset = (typeof RICH_TEXT_PRESETS)[number];

/** Quill's toolbar description: groups of formats, a format with values being a picker or a button. */
type ToolbarItem =
  | string
  | Record<string, string | number | boolean | ReadonlyArray<string | number | boolean>>;
type ToolbarGroup = readonly ToolbarItem[];

interface PresetDefinition {
  toolbar: readonly ToolbarGroup[];
  /** What the editor keeps (typed, pasted or dropped): anything else is dropped on the way in. */
  formats: readonly string[];
}

const HEADINGS = { header: [1, 2, 3, false] } as const;
const SIZES = { size: ['small', false, 'large', 'huge'] } as const;
const LISTS = [{ list: 'ordered' }, { list: 'bullet' }] as const;
const INDENTS = [{ indent: '-1' }, { indent: '+1' }] as const;
const ALIGNS = [{ align: '' }, { align: 'center' }, { align: 'right' }, { align: 'justify' }] as const;

/**
 * minimal: emphasis, lists and links (a short reply); essential: headings, lists with indents, links and images
 * (a message); full: everything the stored HTML keeps (a help article). No colours or fonts: Quill writes those
 * as style attributes, which the page's CSP and the sanitizer refuse.
 */
export const PRESET_DEFINITIONS: Record<RichTextPreset, PresetDefinition> = {
  minimal: {
    toolbar: [['bold', 'italic', 'underline'], [...LISTS], ['link', 'clean']],
    formats: ['bold', 'italic', 'underline', 'list', 'link'],
  },
  essential: {
    toolbar: [
      [HEADINGS],
      ['bold', 'italic', 'underline', 'strike'],
      [...LISTS, ...INDENTS],
      ['link', 'image', 'clean'],
    ],
    formats: ['header', 'bold', 'italic', 'underline', 'strike', 'list', 'indent', 'link', 'image'],
  },
  full: {
    toolbar: [
      [HEADINGS, SIZES],
      ['bold', 'italic', 'underline', 'strike', 'code'],
      ['blockquote', 'code-block'],
      [...LISTS, ...INDENTS],
      [...ALIGNS],
      ['link', 'image', 'clean'],
    ],
    formats: [
      'header',
      'size',
      'bold',
      'italic',
      'underline',
      'strike',
      'code',
      'blockquote',
      'code-block',
      'list',
      'indent',
      'align',
      'link',
      'image',
    ],
  },
};

/** The spec's editor defaults (Quill's own): undo merges changes within 1000 ms, 100 steps kept. */
export const HISTORY_OPTIONS = { delay: 1000, maxStack: 100, userOnly: true } as const;
/** Indents 1 to 8 (the spec's default, Quill's indent whitelist; the sanitizer keeps the same). */
export const INDENT_MAX = 8;

/** The i18n key naming each toolbar control: `format` or `format:value`. */
export const CONTROL_LABEL_KEYS = {
  bold: 'editor.bold',
  italic: 'editor.italic',
  underline: 'editor.underline',
  strike: 'editor.strike',
  code: 'editor.code',
  blockquote: 'editor.blockquote',
  'code-block': 'editor.codeBlock',
  'list:ordered': 'editor.listOrdered',
  'list:bullet': 'editor.listBullet',
  'indent:-1': 'editor.indentLess',
  'indent:+1': 'editor.indentMore',
  align: 'editor.alignLeft',
  'align:center': 'editor.alignCenter',
  'align:right': 'editor.alignRight',
  'align:justify': 'editor.alignJustify',
  link: 'editor.link',
  image: 'editor.image',
  clean: 'editor.clean',
  header: 'editor.header',
  size: 'editor.size',
} as const;
export type ControlLabelKey = (typeof CONTROL_LABEL_KEYS)[keyof typeof CONTROL_LABEL_KEYS];

/** The label key of a toolbar control (`format` or `format:value`), if it has one. */
export function controlLabelKey(control: string): ControlLabelKey | undefined {
  return Object.hasOwn(CONTROL_LABEL_KEYS, control)
    ? CONTROL_LABEL_KEYS[control as keyof typeof CONTROL_LABEL_KEYS]
    : undefined;
}

/** Why the editor refused a link or an image (shown below it). */
export type EditorNoticeKey =
  | 'editor.imageTooLarge'
  | 'editor.imageType'
  | 'editor.imageRead'
  | 'editor.linkRefused';

/** The i18n key naming each option of the heading and size pickers (Quill's `data-value`, '' for normal). */
export const PICKER_OPTION_KEYS = {
  header: {
    '1': 'editor.heading1',
    '2': 'editor.heading2',
    '3': 'editor.heading3',
    '': 'editor.headerNormal',
  },
  size: {
    small: 'editor.sizeSmall',
    '': 'editor.sizeNormal',
    large: 'editor.sizeLarge',
    huge: 'editor.sizeHuge',
  },
} as const;

type PickerOptions = typeof PICKER_OPTION_KEYS;
type PickerOptionKey =
  | PickerOptions['header'][keyof PickerOptions['header']]
  | PickerOptions['size'][keyof PickerOptions['size']];

/** The label key of a picker option by its `data-value` ('' for normal). */
export function pickerOptionKey(picker: 'header' | 'size', value: string): PickerOptionKey | undefined {
  const options: Record<string, PickerOptionKey> = PICKER_OPTION_KEYS[picker];
  return Object.hasOwn(options, value) ? options[value] : undefined;
}

/**
 * What a person typed into the link box, as an href the stored text keeps: a bare address gets https://
 * ("example.com/help"), a bare e-mail address mailto:, anything but http(s), mailto, tel or a path of this
 * site is refused (undefined).
 */
export function linkFromInput(input: string): string | undefined {
  const text = input.trim();
  if (text === '') return undefined;
  if (/^[^\s@/:]+@[^\s@/:]+\.[a-z]{2,}$/i.test(text)) return safeLinkHref(`mailto:${text}`);
  if (/^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(text))
    return safeLinkHref(`https://${text}`);
  return safeLinkHref(text);
}

/** Types the browser may report for a picked, pasted or dropped file that could be an image (checked after). */
export const IMAGE_FILE_TYPES = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/pjpeg',
  'image/bmp',
  'image/x-ms-bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'image/svg+xml',
  'image/webp',
  'image/avif',
  'image/tiff',
  'image/heic',
];

/** What the file picker offers (the types embedded images may have). */
export const IMAGE_ACCEPT = [...RICH_TEXT_IMAGE_TYPES, '.png', '.gif', '.jpg', '.jpeg', '.bmp', '.ico'].join(
  ',',
);

/** A picked file's name as an image's text alternative: no extension, separators as spaces, at most 120 characters. */
export function altFromFileName(name: string): string {
  return name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
}

export type ImageEmbed = { dataUrl: string } | { problem: RichTextImageProblem };

/**
 * A file's bytes as the data URL the editor embeds: the type read from the bytes (never the file's name or the
 * browser's guess), refused when it is not png/gif/jpeg/bmp/ico or is over RICH_TEXT_IMAGE_MAX_BYTES — the
 * same rules the API applies.
 */
export function imageEmbedOf(bytes: Uint8Array): ImageEmbed {
  const type = sniffImageType(bytes);
  if (!type) return { problem: 'type' };
  if (bytes.length > RICH_TEXT_IMAGE_MAX_BYTES) return { problem: 'size' };
  let binary = '';
  const chunk = 0x8000;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk));
  }
  return { dataUrl: `data:${type};base64,${btoa(binary)}` };
}
