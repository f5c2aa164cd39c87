import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $loginDialog, $session, getClient, loadProfile, messages, showPopup } from '@studyatlas/core';
import { apiBase } from '../test/render.js';
import { StudyAtlasProvider } from './provider.js';
import { Link } from './navigation/link.js';
import { useNavigation } from './navigation/navigation.js';
import { authCss, providerBaseCss } from './styles/index.js';
import { dialogCss } from './ui/dialog/dialog.css.js';
import { popupHostCss } from './ui/popup-host/popup-host.css.js';

function MemoryView() {
  const { path } = useNavigation();
  return (
    <div>
      <p data-testid="path">{String(path)}</p>
      <Link to="/signUp">go</Link>
    </div>
  );
}

const expiredSession = () => ({
  token: 'not-a-real-token',
  expiresAt: Date.now() + 60 * 60_000,
  userName: 'ana@example.org',
  member: { clientId: 1, email: 'ana@example.org', firstName: 'Ana', surname: 'Silva' },
});

describe('StudyAtlasProvider', () => {
  it('configures the client, leaves the host tree unwrapped and injects the base styles once', () => {
    const { container } = render(
      <>
        <StudyAtlasProvider apiBase={`${apiBase()}/`}>
          <p>first</p>
        </StudyAtlasProvider>
        <StudyAtlasProvider apiBase={apiBase()} globals={false}>
          <p>second</p>
        </StudyAtlasProvider>
      </>,
    );
    expect(getClient().baseUrl).toBe(apiBase());
    // The host's own markup gets no SDK class (the resets apply to SDK markup only); the shared
    // dialog and popups sit in their own styling root, rendered by the provider that owns them.
    expect(screen.getByText('first').parentElement).toBe(container);
    expect([...container.querySelectorAll('.sa-root')].map((el) => el.className)).toEqual(['sa-root sa-globals']);
    // Tokens, the common primitives and the sign-in screens; another primitive's or an area's sheet
    // comes with its components.
    const styles = document.head.querySelectorAll('style[id^="studyatlas-styles"]');
    expect([...styles].map((style) => style.id)).toEqual(['studyatlas-styles', 'studyatlas-styles-auth']);
    expect(styles[0]!.textContent).toBe(providerBaseCss);
    expect(styles[1]!.textContent).toBe(authCss);
  });

  it('leaves the styles to the host when injectStyles is false', () => {
    render(<StudyAtlasProvider apiBase={apiBase()} injectStyles={false} />);
    expect(document.head.querySelector('style[id^="studyatlas-styles"]')).toBeNull();
  });

  it('navigates in memory without a navigate prop, leaving the page URL alone', async () => {
    const before = window.location.href;
    render(
      <StudyAtlasProvider apiBase={apiBase()} initialPath="/findDashBoard">
        <MemoryView />
      </StudyAtlasProvider>,
    );
    expect(screen.getByTestId('path').textContent).toBe('/findDashBoard');
    await userEvent.click(screen.getByRole('link', { name: 'go' }));
    expect(screen.getByTestId('path').textContent).toBe('/signUp');
    expect(window.location.href).toBe(before);
  });

  it("hands routes to the host's navigate and href", async () => {
    const navigate = vi.fn();
    render(
      <StudyAtlasProvider apiBase={apiBase()} navigate={navigate} href={(to) => `https://portal.example.org${to}`}>
        <MemoryView />
      </StudyAtlasProvider>,
    );
    const link = screen.getByRole('link', { name: 'go' });
    expect(link.getAttribute('href')).toBe('https://portal.example.org/signUp');
    expect(screen.getByTestId('path').textContent).toBe('null');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/signUp');
  });

  it('renders the shared popups, loading their host and their sheets with the first one', async () => {
    const { container } = render(<StudyAtlasProvider apiBase={apiBase()} />);
    // Nothing to show, nothing rendered: the popup host and the login dialog load when first needed.
    expect(container.querySelector('.sa-globals')?.innerHTML).toBe('');
    const sheets = () => [...document.head.querySelectorAll('style[id^="studyatlas-styles"]')].map((style) => style.id);
    expect(sheets()).toEqual(['studyatlas-styles', 'studyatlas-styles-auth']);
    act(() => void showPopup(messages.titleWarning, messages.apiNotRunning));
    const popup = await screen.findByRole('alertdialog', { name: messages.titleWarning });
    expect(within(popup).getByText(messages.apiNotRunning)).toBeTruthy();
    // The dialog's and the popups' rules came with them, between the base and the sign-in screens' as in the whole sheet.
    expect(sheets()).toEqual(['studyatlas-styles', 'studyatlas-styles-dialog', 'studyatlas-styles-popup-host', 'studyatlas-styles-auth']);
    expect(document.getElementById('studyatlas-styles-dialog')!.textContent).toBe(dialogCss);
    expect(document.getElementById('studyatlas-styles-popup-host')!.textContent).toBe(popupHostCss);
    expect(providerBaseCss).not.toContain('.sa-dialog-backdrop');
  });

  it('opens the login dialog after a 401 by default', async () => {
    render(<StudyAtlasProvider apiBase={apiBase()} />);
    act(() => $session.set(expiredSession()));
    await act(() => loadProfile().catch(() => undefined));
    expect($session.get()).toBeNull();
    expect($loginDialog.get()).toEqual({ open: true, reason: messages.sessionExpired });
    expect(await screen.findByRole('dialog', { name: messages.signInTitle })).toBeTruthy();
  });

  it("calls the host's onLoginRequired after a 401 instead", async () => {
    const onLoginRequired = vi.fn();
    render(<StudyAtlasProvider apiBase={apiBase()} onLoginRequired={onLoginRequired} />);
    $session.set(expiredSession());
    await loadProfile().catch(() => undefined);
    await waitFor(() => expect(onLoginRequired).toHaveBeenCalledWith(messages.sessionExpired));
    expect($loginDialog.get().open).toBe(false);
    expect($session.get()).toBeNull();
  });
});
