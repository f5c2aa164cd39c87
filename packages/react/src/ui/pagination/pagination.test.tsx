import { render, screen, within } from '@testing-library/react';
import { Component, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Pagination, type PageChange, type PaginationProps } from './pagination.js';
import { optionTexts } from '../../../test/queries.js';
import { setupUser } from '../../../test/user.js';

const pageNumbers = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => Number(button.textContent));

function Controlled({ onChange, ...props }: Omit<PaginationProps, 'page' | 'pageSize' | 'onChange'> & { onChange?: (change: PageChange) => void }) {
  const [state, setState] = useState<PageChange>({ page: 1, pageSize: 10 });
  return (
    <Pagination
      {...props}
      {...state}
      onChange={(change) => {
        setState(change);
        onChange?.(change);
      }}
    />
  );
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('Pagination', () => {
  it('is a navigation landmark with the current page marked', () => {
    render(<Pagination total={53} page={2} pageSize={10} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(within(nav).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Page 1' }).hasAttribute('aria-current')).toBe(false);
  });

  it('shows at most 9 page links, centred on the current page', async () => {
    const user = setupUser();
    render(<Controlled total={500} />);
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await user.click(screen.getByRole('button', { name: 'Page 9' }));
    expect(pageNumbers()).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13]);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(pageNumbers()).toEqual([42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(screen.getByRole('button', { name: 'Page 50' }).getAttribute('aria-current')).toBe('page');
  });

  it('takes fewer links, down to 5', () => {
    render(<Pagination total={500} page={25} pageSize={10} maxLinks={5} onChange={() => {}} />);
    expect(pageNumbers()).toEqual([23, 24, 25, 26, 27]);
  });

  it('moves with first, previous, next and last, disabled at the ends, and reports page and size', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    render(<Controlled total={35} onChange={onChange} />);
    expect((screen.getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 });
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 4, pageSize: 10 });
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3, pageSize: 10 });
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 });
  });

  it('does not report a click on the current page', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    render(<Pagination total={35} page={1} pageSize={10} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers 10, 20, 30, 40 and 50 rows and goes back to page 1 on a new size', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    render(<Controlled total={120} onChange={onChange} />);
    const size = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' });
    expect(optionTexts(size)).toEqual(['10', '20', '30', '40', '50']);
    expect(size.value).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.selectOptions(size, '50');
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 50 });
    expect(pageNumbers()).toEqual([1, 2, 3]);
  });

  it('goes to a typed page with Enter or the Go button', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    render(<Controlled total={200} onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Go to page' });
    await user.type(input, '12{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ page: 12, pageSize: 10 });
    expect(input.value).toBe('');
    await user.type(input, '7');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 7, pageSize: 10 });
  });

  it('keeps digits only in the page field and explains a page beyond the last', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    render(<Controlled total={45} onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Go to page' });
    await user.type(input, '-2.5x');
    expect(input.value).toBe('25');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Page must be a whole number from 1 to 5.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Page must be a whole number from 1 to 5.',
    );
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(input);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('alert').textContent).toBe('Page must be a whole number from 1 to 5.');
    await user.type(input, '0{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Page must be a whole number from 1 to 5.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders nothing without rows', () => {
    const { container } = render(<Pagination total={0} page={1} pageSize={10} onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('takes custom sizes, labels, and can leave out the selector and the page field', () => {
    render(
      <Pagination
        total={12}
        page={1}
        pageSize={5}
        pageSizes={[5, 10]}
        showGoTo={false}
        labels={{ pagination: 'Friends pages', pageNumber: 'Go to page {page} of friends' }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Friends pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to page 3 of friends' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  describe('bad configuration is a programming error', () => {
    beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
    afterEach(() => void vi.restoreAllMocks());

    it.each<[string, Partial<PaginationProps>, RegExp]>([
      ['a page size not offered', { pageSize: 25 }, /page size, expected one of 10, 20, 30, 40, 50/],
      ['a negative total', { total: -1 }, /total/],
      ['a fractional total', { total: 2.5 }, /total/],
      ['fewer than 5 links', { maxLinks: 4 }, /at least 5/],
      ['a fractional number of links', { maxLinks: 6.5 }, /maximum page links/],
      ['page 0', { page: 0 }, /page, expected a whole number from 1/],
      ['an empty list of sizes', { pageSizes: [] }, /page sizes/],
    ])('throws on %s', (_, override, message) => {
      render(
        <Boundary>
          <Pagination total={100} page={1} pageSize={10} onChange={() => {}} {...override} />
        </Boundary>,
      );
      expect(screen.getByRole('alert').textContent).toMatch(message);
    });
  });
});
