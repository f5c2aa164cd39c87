import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Extension } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { composeKitLabels as l } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { Dialog } from '../../ui/dialog/dialog.js';
import { cx } from '../../ui/internal/class-names.js';
import { TextField } from '../../ui/text-field/text-field.js';
import type { RichTextProps } from './rich-text-props.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { composeKitCss } from './compose-kit.css.js';

/** Mod-k opens the link dialog (Tiptap's Link has no shortcut of its own). */
const linkShortcut = (open: { current: () => void }) =>
  Extension.create({
    name: 'saLinkShortcut',
    addKeyboardShortcuts: () => ({
      'Mod-k': () => {
        open.current();
        return true;
      },
    }),
  });

/** An address as typed: with its scheme, else https:// ('example.org' → 'https://example.org'). */
const withScheme = (address: string) => (/^[a-z][a-z0-9+.-]*:/i.test(address) ? address : `https://${address}`);

/**
 * The message body's rich text editor (Tiptap 3 on ProseMirror, member §2, discovery §9): bold,
 * italic, bulleted and numbered lists and links, with Tiptap's keyboard shortcuts (Mod-b, Mod-i,
 * Mod-Shift-8, Mod-Shift-7) and Mod-k for a link. It grows with its content from 200 to 600 px
 * (discovery §9), then scrolls.
 * The HTML it gives is a proposal: the server keeps what its allow-list permits.
 */
export function RichTextEditor({ id, label, value, error, onChange, name }: RichTextProps) {
  useStylesheet('compose-kit', composeKitCss);
  const labelId = useId();
  const errorId = `${labelId}-error`;
  const openLink = useRef<() => void>(() => undefined);
  const [linking, setLinking] = useState<string | null>(null);
  // Made once: Tiptap reads its extensions when the editor is created.
  const [extensions] = useState(() => [
    StarterKit.configure({
      heading: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      // No empty paragraph kept after a list: the stored HTML is what was written.
      trailingNode: false,
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' } },
    }),
    linkShortcut(openLink),
  ]);
  const editor = useEditor({
    extensions,
    content: value,
    // Tiptap would add its base rules as an inline <style>, which the portal's CSP refuses (and a
    // shadow root never sees): they are in the kit's sheet (compose-kit.css.ts, "ProseMirror").
    injectCSS: false,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class: 'sa-editor-content',
        // The message takes the direction of its first letters: English typed in an Arabic page reads left to right.
        dir: 'auto',
        'data-name': name,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  openLink.current = () => setLinking(editor?.getAttributes('link').href ?? '');

  return (
    <div className={cx('sa-field sa-editor', error && 'has-error')} part="editor">
      <span id={labelId} className="sa-label">
        {label}
      </span>
      <div className="sa-editor-frame">
        {editor && <EditorToolbar editor={editor} onLink={() => openLink.current()} />}
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={errorId} className="sa-field-error" role="alert" part="field-error">
          {error}
        </p>
      )}
      <LinkDialog
        address={linking}
        onClose={() => {
          setLinking(null);
          editor?.commands.focus();
        }}
        onSave={(address) => {
          const chain = editor?.chain().focus().extendMarkRange('link');
          if (address.trim() === '') chain?.unsetLink().run();
          else chain?.setLink({ href: withScheme(address.trim()) }).run();
          setLinking(null);
        }}
      />
    </div>
  );
}

function EditorToolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const tool = (pressed: boolean, label: string, text: ReactNode, run: () => void, shortcut: string) => (
    <button
      type="button"
      className={cx('sa-editor-tool', pressed && 'is-active')}
      aria-pressed={pressed}
      aria-label={label}
      aria-keyshortcuts={shortcut}
      title={label}
      // Keep the editor's selection: the button acts on it without taking the focus first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      <span aria-hidden="true">{text}</span>
    </button>
  );
  return (
    <div className="sa-editor-toolbar" role="toolbar" aria-label={l.formatting} part="editor-toolbar">
      {tool(state.bold, l.bold, 'B', () => editor.chain().focus().toggleBold().run(), 'Control+B')}
      {tool(state.italic, l.italic, 'I', () => editor.chain().focus().toggleItalic().run(), 'Control+I')}
      {tool(state.bulletList, l.bulletList, '•', () => editor.chain().focus().toggleBulletList().run(), 'Control+Shift+8')}
      {tool(state.orderedList, l.orderedList, <NumberedListIcon />, () => editor.chain().focus().toggleOrderedList().run(), 'Control+Shift+7')}
      {tool(state.link, l.link, '🔗', onLink, 'Control+K')}
    </div>
  );
}

/**
 * The numbered list's glyph as a drawing: a visible "1." would be text that its accessible name
 * ("Numbered list") does not contain (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
function NumberedListIcon() {
  return (
    <svg className="sa-editor-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M7 3.5h8M7 8h8M7 12.5h8" stroke="currentColor" strokeWidth="1.6" fill="none" />
      <path d="M2.5 1.5v4M1.5 8.5h2.5L1.5 11h2.5M1.5 11.5" stroke="currentColor" strokeWidth="1.1" fill="none" />
    </svg>
  );
}

function LinkDialog({ address, onClose, onSave }: { address: string | null; onClose: () => void; onSave: (address: string) => void }) {
  return (
    <Dialog open={address !== null} onClose={onClose} title={l.link}>
      <LinkForm initial={address ?? ''} onClose={onClose} onSave={onSave} />
    </Dialog>
  );
}

function LinkForm({ initial, onClose, onSave }: { initial: string; onClose: () => void; onSave: (address: string) => void }) {
  const [address, setAddress] = useState(initial);
  // Not a <form>: the dialog renders in place, inside the compose form. Enter saves.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSave(address);
  };
  return (
    <div className="sa-editor-link-form">
      <TextField label={l.linkAddress} type="url" value={address} autoFocus maxLength={2000} onValueChange={setAddress} onKeyDown={onKeyDown} />
      <div className="sa-editor-actions">
        <Button onClick={() => onSave(address)}>{l.done}</Button>
        {initial && (
          <Button variant="secondary" onClick={() => onSave('')}>
            {l.removeLink}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {l.cancel}
        </Button>
      </div>
    </div>
  );
}
