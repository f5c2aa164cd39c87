import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getClient, signOut } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { findNotice } from '../../../test/queries.js';
import { signInAsOwner, workspaceFixture } from '../../../test/workspace.js';
import { Workspace } from './workspace.js';

afterEach(async () => {
  await signOut();
});

const code = (title: string) => screen.getByRole('button', { name: `Copy the ${title} snippet` }).closest('.sa-workspace-snippet')!.querySelector('code')!.textContent;

describe('the Embed page', () => {
  it('an owner adds an origin (the rule inline), reads the snippets of the scoped widgets, themes them, previews the element and removes the origin', async () => {
    await signInAsOwner();
    const { institutionId } = workspaceFixture();
    const { user } = renderWithProvider(<Workspace screen={{ screen: 'embed' }} headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Embed' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Workspace sections' })).getByRole('link', { name: 'Embed' }).getAttribute('aria-current')).toBe('page');

    const form = screen.getByRole('form', { name: 'Add origin' });
    await user.type(within(form).getByLabelText(/^Origin/), 'http://apply.example.edu/apply');
    await user.click(within(form).getByRole('button', { name: 'Add origin' }));
    expect(await within(form).findByText('An origin is the scheme, host and port only: leave out the path, query and fragment (https://apply.example.edu).')).toBeTruthy();
    const origin = `https://apply-${Date.now()}.example.edu`;
    await user.clear(within(form).getByLabelText(/^Origin/));
    await user.type(within(form).getByLabelText(/^Origin/), `${origin.toUpperCase()}/`);
    await user.click(within(form).getByRole('button', { name: 'Add origin' }));
    await findNotice('The origin was added.');
    const list = screen.getByRole('list', { name: 'Allowed origins' });
    expect(within(list).getByText(origin)).toBeTruthy();

    // The course search, scoped to the institution, from this server.
    const server = getClient().baseUrl;
    expect(code('Script tag')).toBe(`<script type="module" src="${server}/sdk/studyatlas.js"></script>\n<sa-course-search institution="${institutionId}"></sa-course-search>`);
    expect(code('React')).toContain(`return <sa-course-search api-base="${server}" institution={${institutionId}} />;`);
    const frame = screen.getByTitle('Preview of the Course search widget') as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toContain(`<sa-course-search institution="${institutionId}"></sa-course-search>`);

    await user.type(screen.getByLabelText('--sa-color-primary'), '#7a1f5c');
    expect(code('Script tag')).toContain('<style>\n  sa-course-search {\n    --sa-color-primary: #7a1f5c;\n  }\n</style>');
    expect(code('React')).toContain(`style={{ '--sa-color-primary': "#7a1f5c" } as React.CSSProperties}`);
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('--sa-color-primary: #7a1f5c;'));

    await user.selectOptions(screen.getByLabelText('Widget'), 'apply');
    const course = screen.getByLabelText('Course') as HTMLSelectElement;
    expect(code('Script tag')).toContain(`<sa-apply course="${course.value}"></sa-apply>`);
    await user.selectOptions(screen.getByLabelText('Widget'), 'messages');
    expect(code('Script tag')).toMatch(/<sa-messages><\/sa-messages>$/);
    expect(screen.getByTitle('Preview of the Messages widget')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: `Remove ${origin}` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(`Remove ${origin}? Widgets on its pages can no longer sign members in.`);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await findNotice('The origin was removed.');
    await waitFor(() => expect(screen.queryByText(origin)).toBeNull());
  });
});
