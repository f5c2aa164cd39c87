/**
 * The compose kit (messaging's compose, the workspace's messages): the rich text editor that grows with
 * its text (200 to 600 px, then scrolls) with its toolbar and link dialog, and the attachment picker.
 * One column at 320 px, nothing wider than its container.
 */
export const composeKitCss = /* css */ `
.sa-editor-frame { min-width: 0; border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius); background: var(--sa-color-background); }
.sa-editor.has-error .sa-editor-frame { border-color: var(--sa-color-danger); }
.sa-editor-toolbar { display: flex; flex-wrap: wrap; gap: 4px; padding: 4px; border-bottom: 1px solid var(--sa-color-border); }
.sa-editor-tool { min-width: 36px; min-height: 36px; border: 1px solid transparent; border-radius: var(--sa-radius); background: transparent; color: inherit; font: inherit; font-weight: 700; cursor: pointer; }
.sa-editor-icon { display: block; margin: auto; }
.sa-editor-tool:hover { background: var(--sa-color-surface); }
.sa-editor-tool.is-active { border-color: var(--sa-color-primary); background: var(--sa-color-surface); color: var(--sa-color-primary); }
/* ProseMirror's own rules (what Tiptap would inject inline: @tiptap/core style.ts). */
.sa-editor .ProseMirror { position: relative; word-wrap: break-word; white-space: pre-wrap; white-space: break-spaces; font-variant-ligatures: none; font-feature-settings: "liga" 0; }
.sa-editor .ProseMirror [contenteditable="false"] { white-space: normal; }
.sa-editor .ProseMirror [contenteditable="false"] [contenteditable="true"] { white-space: pre-wrap; }
.sa-editor img.ProseMirror-separator { display: inline !important; border: none !important; margin: 0 !important; width: 0 !important; height: 0 !important; }
.sa-editor .ProseMirror-gapcursor { display: none; pointer-events: none; position: absolute; margin: 0; }
.sa-editor .ProseMirror-gapcursor:after { content: ""; display: block; position: absolute; top: -2px; width: 20px; border-top: 1px solid currentColor; }
.sa-editor .ProseMirror-focused .ProseMirror-gapcursor { display: block; }
.sa-editor .ProseMirror-hideselection *::selection { background: transparent; }
.sa-editor .ProseMirror-hideselection * { caret-color: transparent; }
.sa-editor-content { min-height: 200px; max-height: 600px; overflow-y: auto; padding: 8px 12px; outline: none; overflow-wrap: anywhere; box-sizing: border-box; }
.sa-editor-content:focus-visible { box-shadow: inset 0 0 0 2px var(--sa-color-primary); }
.sa-editor-content p { margin: 0 0 8px; }
.sa-editor-content ul, .sa-editor-content ol { margin: 0 0 8px; padding-inline-start: 24px; }
.sa-editor-content blockquote { margin: 0 0 8px; padding-inline-start: 12px; border-inline-start: 3px solid var(--sa-color-border); color: var(--sa-color-muted); }
.sa-editor-content a { color: var(--sa-color-primary); }
.sa-attachments { min-width: 0; }
.sa-attachments > .sa-label { margin: 0 0 4px; }
.sa-attachment-list { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 8px; padding: 0; list-style: none; }
.sa-attachment { display: inline-flex; align-items: center; gap: 2px; max-width: 100%; min-width: 0; }
.sa-attachment-name { min-width: 0; overflow-wrap: anywhere; padding-inline-start: 6px; }
.sa-attach { display: inline-block; margin: 0 0 4px; font-weight: 600; }
.sa-attach-hint { margin: 0 0 6px; color: var(--sa-color-muted); font-size: 14px; }
.sa-attach-file { display: block; max-width: 100%; }
.sa-editor-tool:focus-visible { outline: var(--sa-focus-ring); outline-offset: 2px; }
.sa-editor-actions { display: flex; flex-wrap: wrap; gap: 8px; margin: var(--sa-spacing) 0 0; }
`;
