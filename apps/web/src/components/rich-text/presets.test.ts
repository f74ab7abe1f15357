import { RICH_TEXT_IMAGE_MAX_BYTES, richTextImageProblem } from '@adportal/contracts';
import en from '@adportal/i18n/locales/en.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import {
  altFromFileName,
  CONTROL_LABEL_KEYS,
  controlLabelKey,
  HISTORY_OPTIONS,
  imageEmbedOf,
  linkFromInput,
  PICKER_OPTION_KEYS,
  PRESET_DEFINITIONS,
  pickerOptionKey,
  RICH_TEXT_PRESETS,
} from './presets.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Every `format` and `format:value` a toolbar description makes a control for. */
function controlsOf(toolbar: (typeof PRESET_DEFINITIONS)['full']['toolbar']): string[] {
  return toolbar.flat().flatMap((item) => {
    if (typeof item === 'string') return [item];
    return Object.entries(item).map(([format, value]) =>
      Array.isArray(value) || value === '' ? format : `${format}:${String(value)}`,
    );
  });
}

describe('presets', () => {
  it('are the spec’s three, each a subset of full', () => {
    expect(RICH_TEXT_PRESETS).toEqual(['essential', 'minimal', 'full']);
    const full = new Set(PRESET_DEFINITIONS.full.formats);
    for (const preset of RICH_TEXT_PRESETS) {
      for (const format of PRESET_DEFINITIONS[preset].formats) expect(full.has(format), format).toBe(true);
    }
  });

  it('offer no format the sanitizer would drop or the CSP would block (colours, fonts, video, formula)', () => {
    for (const preset of RICH_TEXT_PRESETS) {
      for (const format of ['color', 'background', 'font', 'video', 'formula', 'script', 'direction']) {
        expect(PRESET_DEFINITIONS[preset].formats).not.toContain(format);
      }
    }
  });

  it('only offer controls for formats the preset keeps, each with a label in the catalogue', () => {
    const editor = en.editor as Record<string, string>;
    for (const preset of RICH_TEXT_PRESETS) {
      const { toolbar, formats } = PRESET_DEFINITIONS[preset];
      for (const control of controlsOf(toolbar)) {
        const format = control.split(':')[0] ?? control;
        if (format !== 'clean') expect(formats, `${preset}: ${control}`).toContain(format);
        const key = controlLabelKey(control);
        expect(key, control).toBeDefined();
        expect(editor[String(key).replace('editor.', '')], control).toBeTruthy();
      }
    }
    for (const key of Object.values(CONTROL_LABEL_KEYS))
      expect(editor[key.replace('editor.', '')]).toBeTruthy();
    for (const picker of ['header', 'size'] as const) {
      for (const key of Object.values(PICKER_OPTION_KEYS[picker]))
        expect(editor[key.replace('editor.', '')]).toBeTruthy();
    }
    expect(pickerOptionKey('header', '2')).toBe('editor.heading2');
    expect(pickerOptionKey('header', '4')).toBeUndefined();
    expect(controlLabelKey('toString')).toBeUndefined();
  });

  it('headings stop at 3 and history follows the spec (1000 ms merge, 100 steps)', () => {
    const header = PRESET_DEFINITIONS.full.toolbar
      .flat()
      .find((item) => typeof item === 'object' && 'header' in item);
    expect(header).toEqual({ header: [1, 2, 3, false] });
    expect(HISTORY_OPTIONS).toMatchObject({ delay: 1000, maxStack: 100 });
  });
});

describe('linkFromInput', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['example.com', 'https://example.com'],
    ['www.example.co.th/help?x=1', 'https://www.example.co.th/help?x=1'],
    ['support@example.com', 'mailto:support@example.com'],
    ['mailto:support@example.com', 'mailto:support@example.com'],
    ['tel:+6621234567', 'tel:+6621234567'],
    ['/deposit', '/deposit'],
  ])('%j → %j', (input, href) => {
    expect(linkFromInput(input)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'ftp://x.example',
    'hello',
    '',
  ])('refuses %j', (input) => {
    expect(linkFromInput(input)).toBeUndefined();
  });
});

describe('altFromFileName', () => {
  it('names an image after its file', () => {
    expect(altFromFileName('deposit-address_step.2.png')).toBe('deposit address step 2');
    expect(altFromFileName('IMG 0001.JPEG')).toBe('IMG 0001');
    expect(altFromFileName('.png')).toBe('');
    expect(altFromFileName(`${'a'.repeat(200)}.png`)).toHaveLength(120);
  });
});

describe('imageEmbedOf', () => {
  it('embeds png bytes as a data URL the API keeps', () => {
    const embed = imageEmbedOf(new Uint8Array([...PNG_SIGNATURE, 1, 2, 3]));
    expect(embed).toEqual({ dataUrl: 'data:image/png;base64,iVBORw0KGgoBAgM=' });
    if ('dataUrl' in embed) expect(richTextImageProblem(embed.dataUrl)).toBeUndefined();
  });

  it('names the type from the bytes, whatever the file said', () => {
    const gif = imageEmbedOf(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0]));
    expect('dataUrl' in gif && gif.dataUrl.startsWith('data:image/gif;base64,')).toBe(true);
  });

  it('refuses SVG and other types, and files over the limit', () => {
    expect(imageEmbedOf(new TextEncoder().encode('<svg onload="alert(1)"/>'))).toEqual({ problem: 'type' });
    expect(imageEmbedOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toEqual({ problem: 'type' });
    const big = new Uint8Array(RICH_TEXT_IMAGE_MAX_BYTES + 1);
    big.set(PNG_SIGNATURE);
    expect(imageEmbedOf(big)).toEqual({ problem: 'size' });
    const atLimit = new Uint8Array(RICH_TEXT_IMAGE_MAX_BYTES);
    atLimit.set(PNG_SIGNATURE);
    const embed = imageEmbedOf(atLimit);
    expect('dataUrl' in embed && richTextImageProblem(embed.dataUrl)).toBeUndefined();
  });
});
