import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { composeKitLabels as l, messagingLabels } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { stubLayout } from '../../../test/layout-stubs.js';
import { RichText } from './rich-text.js';

/* The rich text editor (messaging's compose, the workspace's messages) (Tiptap, loaded lazily), in jsdom: structure, state and shortcuts. */

stubLayout();

describe('RichText', () => {
  it('loads the editor lazily: a labelled multi-line textbox with the start HTML, and its formatting toolbar', async () => {
    renderWithProvider(<RichText name="message" label={messagingLabels.body} value="<p><strong>Bold</strong> start</p>" onChange={() => undefined} />);
    const box = await screen.findByRole('textbox', { name: messagingLabels.body });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.querySelector('strong')?.textContent).toBe('Bold');
    const toolbar = screen.getByRole('toolbar', { name: l.formatting });
    expect(within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([l.bold, l.italic, l.bulletList, l.orderedList, l.link]);
    expect(box.classList.contains('sa-editor-content')).toBe(true);
  });

  it('Bold and the lists are toggles that say whether they are on, and a list change reaches the form', async () => {
    const onChange = vi.fn<(html: string) => void>();
    const { user } = renderWithProvider(<RichText name="message" label={messagingLabels.body} value="<p>Plan</p>" onChange={onChange} />);
    await screen.findByRole('textbox', { name: messagingLabels.body });
    const bold = screen.getByRole('button', { name: l.bold });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    await user.click(bold);
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
    await user.click(screen.getByRole('button', { name: l.bulletList }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Plan</p></li></ul>'));
    expect(screen.getByRole('button', { name: l.bulletList }).getAttribute('aria-pressed')).toBe('true');
  });

  it('Control+K opens the link dialog; an address without a scheme gets https:// and the link rel="noopener noreferrer"', async () => {
    const onChange = vi.fn<(html: string) => void>();
    const { user } = renderWithProvider(<RichText name="message" label={messagingLabels.body} value="<p>site</p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: messagingLabels.body });
    box.focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: l.link });
    await user.type(within(dialog).getByRole('textbox', { name: l.linkAddress }), 'example.org{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="https://example.org"')));
    expect(onChange.mock.lastCall![0]).toContain('rel="noopener noreferrer"');
  });
});
