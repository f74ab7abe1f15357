import {
  RICH_TEXT_IMAGE_MAX_BYTES,
  RICH_TEXT_LINK_PROTOCOLS,
  type RichTextImageProblem,
  richTextImageProblem,
  safeLinkHref,
} from '@adportal/contracts';
import { useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import ReactQuill, { Quill } from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import {
  altFromFileName,
  CONTROL_LABEL_KEYS,
  controlLabelKey,
  type EditorNoticeKey,
  HISTORY_OPTIONS,
  IMAGE_ACCEPT,
  IMAGE_FILE_TYPES,
  imageEmbedOf,
  linkFromInput,
  PRESET_DEFINITIONS,
  pickerOptionKey,
  type RichTextPreset,
} from './presets.ts';

/**
 * The Quill part of RichTextEditor, in its own chunk with Quill's CSS: only pages that show an editor load it.
 * Quill's snow theme; its HTML as the editor holds it (`useSemanticHTML={false}`: Quill 2's semantic HTML turns
 * every space into &nbsp;, so text would never wrap).
 */

type Delta = InstanceType<ReturnType<typeof deltaClass>>;
const deltaClass = () => Quill.import('delta') as typeof import('quill-delta').default;

// Links: only http(s), mailto, tel and paths of this site, whatever put them there (typed, pasted, dropped).
const BaseLink = Quill.import('formats/link') as {
  new (...args: never[]): object;
  sanitize(url: string): string;
  PROTOCOL_WHITELIST: string[];
};
class SafeLink extends BaseLink {
  static override PROTOCOL_WHITELIST = [...RICH_TEXT_LINK_PROTOCOLS];
  static override sanitize(url: string): string {
    return safeLinkHref(url) ?? 'about:blank';
  }
}
// Images: only embedded png/gif/jpeg/bmp/ico under the limit; anything else becomes an empty image, dropped below.
const BaseImage = Quill.import('formats/image') as {
  new (...args: never[]): object;
  sanitize(url: string): string;
};
class SafeImage extends BaseImage {
  static override sanitize(url: string): string {
    return richTextImageProblem(url) === undefined ? url : '';
  }
}
Quill.register({ 'formats/link': SafeLink, 'formats/image': SafeImage }, true);

export interface QuillEditorHandle {
  focus(): void;
}

export interface QuillEditorProps {
  value: string;
  onChange(html: string): void;
  onBlur?: () => void;
  preset: RichTextPreset;
  editorId: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  placeholder?: string;
  /** A refused link or image: the i18n key (with parameters) of why. */
  onNotice(key: EditorNoticeKey | null, params?: Record<string, string | number>): void;
  ref?: React.Ref<QuillEditorHandle>;
}

/** Quill's default bindings of Tab and Shift+Tab. */
const TAB_BINDINGS = ['tab', 'remove tab', 'indent', 'outdent', 'indent code-block', 'outdent code-block'];

const IMAGE_LIMIT = { max: RICH_TEXT_IMAGE_MAX_BYTES / 1024 };
const imageNotice = (problem: RichTextImageProblem): EditorNoticeKey =>
  problem === 'size' ? 'editor.imageTooLarge' : 'editor.imageType';

export default function QuillEditor({
  value,
  onChange,
  onBlur,
  preset,
  editorId,
  labelId,
  describedBy,
  invalid,
  required,
  disabled,
  placeholder,
  onNotice,
  ref,
}: QuillEditorProps) {
  const { t, i18n } = useTranslation();
  const quillRef = useRef<ReactQuill>(null);
  // Handlers live in `modules`, which must not change (react-quill-new rebuilds the editor when it does).
  const noticeRef = useRef(onNotice);
  noticeRef.current = onNotice;

  useImperativeHandle(ref, () => ({ focus: () => quillRef.current?.getEditor().focus() }), []);

  const modules = useMemo(() => {
    const notice = (key: EditorNoticeKey | null, params?: Record<string, string | number>) =>
      noticeRef.current(key, params);

    async function embedFiles(quill: Quill, index: number, files: File[]) {
      let at = index;
      for (const file of files) {
        let bytes: Uint8Array;
        try {
          bytes = new Uint8Array(await file.arrayBuffer());
        } catch {
          notice('editor.imageRead');
          continue;
        }
        const embed = imageEmbedOf(bytes);
        if ('problem' in embed) {
          notice(imageNotice(embed.problem), IMAGE_LIMIT);
          continue;
        }
        notice(null);
        quill.insertEmbed(at, 'image', embed.dataUrl, 'user');
        // A text alternative to start from, as code forges do: the file's name ("deposit-address").
        quill.formatText(at, 1, 'alt', altFromFileName(file.name), 'user');
        at += 1;
        quill.setSelection(at, 0, 'user');
      }
    }

    const Delta = deltaClass();
    return {
      toolbar: {
        container: PRESET_DEFINITIONS[preset].toolbar,
        handlers: {
          // Snow's link button, except that the box starts empty unless the selected words are an address.
          link(this: { quill: Quill }, value: boolean) {
            const { quill } = this;
            if (!value) {
              quill.format('link', false, 'user');
              return;
            }
            const range = quill.getSelection();
            if (!range || range.length === 0) return;
            const tooltip = (
              quill.theme as unknown as { tooltip?: { edit(mode: string, preview: string): void } }
            ).tooltip;
            tooltip?.edit('link', linkFromInput(quill.getText(range)) ?? '');
          },
          image(this: { quill: Quill }) {
            const { quill } = this;
            const input = document.createElement('input');
            input.type = 'file';
            input.accept = IMAGE_ACCEPT;
            input.addEventListener('change', () => {
              const files = Array.from(input.files ?? []);
              const index = quill.getSelection(true)?.index ?? quill.getLength();
              void embedFiles(quill, index, files);
            });
            input.click();
          },
        },
      },
      history: HISTORY_OPTIONS,
      // Tab and Shift+Tab move the focus in and out of the text as everywhere else (Quill would type a tab or
      // indent, a keyboard trap); indenting is the toolbar's indent buttons.
      keyboard: { bindings: Object.fromEntries(TAB_BINDINGS.map((name) => [name, null])) },
      // Pasted and dropped files: every type that might be an image reaches the checks (and gets a reason).
      uploader: {
        mimetypes: IMAGE_FILE_TYPES,
        handler(this: { quill: Quill }, range: { index: number }, files: File[]) {
          void embedFiles(this.quill, range.index, files);
        },
      },
      clipboard: {
        matchers: [
          [
            'img',
            (node: Node, delta: Delta) => {
              const src = (node as HTMLImageElement).getAttribute('src') ?? '';
              const problem = richTextImageProblem(src);
              if (problem === undefined) return delta;
              notice(imageNotice(problem), IMAGE_LIMIT);
              return new Delta();
            },
          ],
          [
            'h4, h5, h6',
            // Headings stop at 3 (the spec's default); deeper pasted headings become level 3.
            (_node: Node, delta: Delta) =>
              new Delta(
                delta.ops.map((op) =>
                  op.attributes?.header ? { ...op, attributes: { ...op.attributes, header: 3 } } : op,
                ),
              ),
          ],
        ],
      },
    };
  }, [preset]);

  const formats = useMemo(() => [...PRESET_DEFINITIONS[preset].formats], [preset]);
  // The link tooltip is kept inside the editor's own box (RichTextEditor's frame), not the page's body:
  // at phone width or at the start of a line Quill would place it past the dialog's edge.
  const bounds = useMemo(() => `[data-editor-bounds="${CSS.escape(editorId)}"]`, [editorId]);

  // The accessible names and states Quill does not give: the text area as a labelled, described text box;
  // every toolbar control with a translated name; the link box refusing what the stored text would drop.
  // biome-ignore lint/correctness/useExhaustiveDependencies: i18n.language re-labels the controls
  useEffect(() => {
    const quill = quillRef.current?.getEditor();
    if (!quill) return;
    const root = quill.root;
    root.id = editorId;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    root.setAttribute('aria-invalid', String(invalid));
    if (required) root.setAttribute('aria-required', 'true');
    else root.removeAttribute('aria-required');
    root.setAttribute('aria-disabled', String(disabled));
    quill.enable(!disabled);

    const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
    if (toolbar) {
      toolbar.setAttribute('aria-label', t('editor.toolbar'));
      toolbar.setAttribute('aria-controls', editorId);
      for (const button of toolbar.querySelectorAll<HTMLButtonElement>('button')) {
        const format = Array.from(button.classList)
          .find((name) => name.startsWith('ql-'))
          ?.slice(3);
        if (!format) continue;
        const key = controlLabelKey(button.value ? `${format}:${button.value}` : format);
        if (!key) continue;
        button.setAttribute('aria-label', t(key));
        button.title = t(key);
        button.disabled = disabled;
      }
      for (const picker of ['header', 'size'] as const) {
        const element = toolbar.querySelector<HTMLElement>(`.ql-picker.ql-${picker}`);
        if (!element) continue;
        const label = element.querySelector<HTMLElement>('.ql-picker-label');
        label?.setAttribute('aria-label', t(CONTROL_LABEL_KEYS[picker]));
        if (label) label.title = t(CONTROL_LABEL_KEYS[picker]);
        for (const item of element.querySelectorAll<HTMLElement>('.ql-picker-item')) {
          const optionKey = pickerOptionKey(picker, item.dataset.value ?? '');
          if (optionKey) item.setAttribute('aria-label', t(optionKey));
        }
      }
    }

    const tooltip = (quill.theme as unknown as { tooltip?: LinkTooltip }).tooltip;
    if (tooltip) {
      tooltip.textbox.setAttribute('aria-label', t('editor.linkAddress'));
      tooltip.textbox.removeAttribute('data-link');
      tooltip.textbox.placeholder = 'https://';
      for (const action of tooltip.root.querySelectorAll('a.ql-action, a.ql-remove')) {
        action.setAttribute('role', 'button');
        action.setAttribute('tabindex', '0');
      }
      tooltip.root
        .querySelector('a.ql-action')
        ?.setAttribute('aria-label', `${t('editor.edit')} / ${t('editor.save')}`);
      tooltip.root.querySelector('a.ql-remove')?.setAttribute('aria-label', t('editor.remove'));
      if (!tooltip.guarded) {
        tooltip.guarded = true;
        const save = tooltip.save.bind(tooltip);
        tooltip.save = () => {
          if (tooltip.root.getAttribute('data-mode') === 'link') {
            const href = linkFromInput(tooltip.textbox.value);
            if (!href) {
              tooltip.textbox.setAttribute('aria-invalid', 'true');
              noticeRef.current('editor.linkRefused');
              tooltip.textbox.focus();
              return;
            }
            tooltip.textbox.value = href;
          }
          tooltip.textbox.removeAttribute('aria-invalid');
          noticeRef.current(null);
          save();
        };
        // Keyboard: Enter or Space on the tooltip's Edit/Save and Remove links.
        tooltip.root.addEventListener('keydown', (event) => {
          const target = event.target as HTMLElement;
          if ((event.key === 'Enter' || event.key === ' ') && target.matches('a.ql-action, a.ql-remove')) {
            event.preventDefault();
            target.click();
          }
        });
      }
    }
  }, [editorId, labelId, describedBy, invalid, required, disabled, preset, t, i18n.language]);

  return (
    <ReactQuill
      ref={quillRef}
      bounds={bounds}
      theme="snow"
      value={value}
      onChange={(html) => onChange(html)}
      onBlur={() => onBlur?.()}
      modules={modules}
      formats={formats}
      placeholder={placeholder}
      useSemanticHTML={false}
      readOnly={disabled}
    />
  );
}

interface LinkTooltip {
  root: HTMLElement;
  textbox: HTMLInputElement;
  save(): void;
  guarded?: boolean;
}
