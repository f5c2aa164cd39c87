import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { $locale, $session, LOCALE_CHOICE_KEY, loginMessages } from '@studyatlas/core';
import { apiBase } from '../../test/render.js';
import { StudyAtlasProvider } from '../provider.js';
import { LoginPage } from '../areas/auth/login-page.js';

const memberWithLocale = (locale: string | null) => ({
  token: 'not-a-real-token',
  expiresAt: Date.now() + 60 * 60_000,
  userName: 'ana@example.org',
  member: { clientId: 1, email: 'ana@example.org', firstName: 'Ana', surname: 'Silva', locale },
});

/** The sign-in form's Login ID field, by its label in the page's language. */
const loginField = (label: string) => screen.findByRole('textbox', { name: new RegExp(`^${label}`) }, { timeout: 5000 });

describe('the page’s language', () => {
  it('is English by default, with nothing around the widgets', async () => {
    const { container } = render(
      <StudyAtlasProvider apiBase={apiBase()}>
        <LoginPage />
      </StudyAtlasProvider>,
    );
    expect(await loginField(loginMessages.loginIdLabel)).toBeTruthy();
    expect(loginMessages.loginIdLabel).toBe('Login ID');
    expect(container.querySelector('.sa-locale-root')).toBeNull();
  });

  it('is the provider’s locale once its words are loaded: nothing shows before, then every word in it, marked with lang and dir', async () => {
    const { container, rerender } = render(
      <StudyAtlasProvider apiBase={apiBase()} locale="es-MX">
        <LoginPage />
      </StudyAtlasProvider>,
    );
    expect(container.textContent).toBe('');
    expect(await loginField('ID de acceso')).toBeTruthy();
    expect($locale.get()).toBe('es');
    const root = container.querySelector('.sa-locale-root')!;
    expect([root.getAttribute('lang'), root.getAttribute('dir')]).toEqual(['es', 'ltr']);

    // Arabic: right to left.
    rerender(
      <StudyAtlasProvider apiBase={apiBase()} locale="ar">
        <LoginPage />
      </StudyAtlasProvider>,
    );
    expect(await loginField('معرّف تسجيل الدخول')).toBeTruthy();
    expect(container.querySelector('.sa-locale-root')!.getAttribute('dir')).toBe('rtl');
  });

  it('takes the page’s own words for a message before any translation', async () => {
    render(
      <StudyAtlasProvider apiBase={apiBase()} locale="fr" messages={{ loginMessages: { loginIdLabel: 'Adresse e-mail de l’étudiant' } }}>
        <LoginPage />
      </StudyAtlasProvider>,
    );
    expect(await loginField('Adresse e-mail de l’étudiant')).toBeTruthy();
    expect(screen.getByText(/^Mot de passe oublié/)).toBeTruthy();
  });

  it('without a locale: the signed-in member’s saved language, else the visitor’s choice, else the browser’s', async () => {
    localStorage.setItem(LOCALE_CHOICE_KEY, 'de');
    $session.set(memberWithLocale('vi'));
    const { unmount } = render(
      <StudyAtlasProvider apiBase={apiBase()}>
        <LoginPage />
      </StudyAtlasProvider>,
    );
    expect(await loginField('ID đăng nhập')).toBeTruthy();
    unmount();
    $session.set(memberWithLocale(null));
    render(
      <StudyAtlasProvider apiBase={apiBase()}>
        <LoginPage />
      </StudyAtlasProvider>,
    );
    expect(await loginField('Anmelde-ID')).toBeTruthy();
  });
});
