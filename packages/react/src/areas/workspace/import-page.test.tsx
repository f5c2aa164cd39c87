import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signOut } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { sendJsdomMultipart } from '../../../test/node-multipart.js';
import { signInAsOwner } from '../../../test/workspace.js';
import { Workspace } from './workspace.js';

afterEach(async () => {
  await signOut();
});

describe('the Import and export page', () => {
  it('asks for a file, uploads one, shows the importer’s report (another organisation’s row refused) and lists the import', async () => {
    onTestFinished(await sendJsdomMultipart());
    await signInAsOwner();
    const { user } = renderWithProvider(<Workspace screen={{ screen: 'import' }} headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Import and export' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the catalogue' })).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Import' });
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please choose a file.');
    expect(document.activeElement).toBe(within(form).getByLabelText('Import file'));

    const name = `others-${Date.now()}.csv`;
    await user.upload(within(form).getByLabelText('Import file'), new File(['type,external_id,name\ninstitution,SOMEONE-ELSE,Someone Else’s College\n'], name, { type: 'text/csv' }));
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    const report = await screen.findByLabelText('Report', {}, { timeout: 10_000 });
    expect(screen.getByText('1 records read, 0 imported, 1 rejected.')).toBeTruthy();
    expect(report.textContent).toContain(`${name}: 1 records read, 0 imported, 1 rejected`);
    expect(report.textContent).toContain('line 2 (institution SOMEONE-ELSE): institution "SOMEONE-ELSE" is not your organisation’s: a workspace import changes your organisation’s own catalogue only');
    const jobs = await screen.findByRole('list', { name: 'Recent imports' });
    expect(await within(jobs).findByText(new RegExp(`^${name.replace('.', '\\.')}: done, \\d{2}-\\w{3}-\\d{4} \\d{2}:\\d{2} UTC$`))).toBeTruthy();
  });
});
