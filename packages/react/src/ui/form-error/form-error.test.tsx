import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormError } from './form-error.js';

describe('FormError', () => {
  it('announces a form-level message', () => {
    render(<FormError message="Please enter your Login ID and Password" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please enter your Login ID and Password');
    expect(alert.getAttribute('part')).toBe('form-error');
  });

  it('renders nothing without a message', () => {
    const { container } = render(
      <>
        <FormError />
        <FormError message="" />
        <FormError message={null} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
