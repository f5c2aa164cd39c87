import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $session, LOCALE_CHOICE_KEY, loadLanguage, saveLanguage, signIn, signOut } from '@studyatlas/core';
import { verifiedMember } from '../../test/members.js';
import { apiBase } from '../../test/render.js';
import { StudyAtlasProvider } from '../provider.js';
import { LoginPage } from '../areas/auth/login-page.js';
import { LanguageSwitch } from './language-switch.js';

const loginField = (label: string) => screen.findByRole('textbox', { name: new RegExp(`^${label}`) }, { timeout: 5000 });

describe('LanguageSwitch', () => {
  it('lists every language by its own name and switches the page to the one chosen, keeping the choice', async () => {
    const onSwitch = vi.fn();
    render(
      <StudyAtlasProvider apiBase={apiBase()}>
        <LanguageSwitch onSwitch={onSwitch} />
        <LoginPage />
      </StudyAtlasProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.textContent, option.lang])).toEqual([
      ['en', 'English', 'en'],
      ['es', 'Español', 'es'],
      ['fr', 'Français', 'fr'],
      ['de', 'Deutsch', 'de'],
      ['zh-CN', '简体中文', 'zh-CN'],
      ['hi', 'हिन्दी', 'hi'],
      ['vi', 'Tiếng Việt', 'vi'],
      ['id', 'Bahasa Indonesia', 'id'],
      ['ar', 'العربية', 'ar'],
    ]);
    expect(select.value).toBe('en');
    await loginField('Login ID');

    await userEvent.selectOptions(select, 'Deutsch');
    expect(await loginField('Anmelde-ID')).toBeTruthy();
    // The tree was drawn afresh in German, the switch with it.
    expect((screen.getByRole('combobox', { name: 'Sprache' }) as HTMLSelectElement).value).toBe('de');
    expect(localStorage.getItem(LOCALE_CHOICE_KEY)).toBe('de');
    expect(onSwitch).toHaveBeenCalledWith('de');
  });

  it('makes the choice a signed-in member’s language: on this page at once, and saved to their account', async () => {
    const member = await verifiedMember({ firstName: 'Ana', surname: 'Silva' });
    await signIn(member.email, member.password);
    await saveLanguage('fr');
    render(
      <StudyAtlasProvider apiBase={apiBase()}>
        <LanguageSwitch />
        <LoginPage />
      </StudyAtlasProvider>,
    );
    const select = (await screen.findByRole('combobox', { name: 'Langue' })) as HTMLSelectElement;
    await userEvent.selectOptions(select, 'Español');
    expect(await loginField('ID de acceso')).toBeTruthy();
    expect($session.get()?.member.locale).toBe('es');
    await waitFor(async () => expect(await loadLanguage()).toBe('es'));
    await signOut();
  });
});
