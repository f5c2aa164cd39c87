import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { isTextEntryTarget, shouldBlockBackspace, useBlockBackspace } from './backspace.js';

const element = (html: string): HTMLElement => {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild as HTMLElement;
};

const backspaceOn = (target: EventTarget | null) => ({ key: 'Backspace', target, composedPath: () => (target ? [target] : []) });

describe('Backspace guard (discovery §2)', () => {
  it('lets Backspace edit text inputs, textareas and editable content', () => {
    for (const html of [
      '<input>',
      '<input type="email">',
      '<input type="password">',
      '<input type="search">',
      '<input type="number">',
      '<textarea></textarea>',
      '<div contenteditable="true"></div>',
    ]) {
      expect(isTextEntryTarget(element(html)), html).toBe(true);
      expect(shouldBlockBackspace(backspaceOn(element(html))), html).toBe(false);
    }
  });

  it('blocks it everywhere else, and on read-only or disabled fields', () => {
    for (const html of [
      '<button>x</button>',
      '<input type="checkbox">',
      '<input type="radio">',
      '<input readonly>',
      '<input disabled>',
      '<textarea readonly></textarea>',
      '<select></select>',
      '<a href="#">x</a>',
    ]) {
      expect(shouldBlockBackspace(backspaceOn(element(html))), html).toBe(true);
    }
    expect(shouldBlockBackspace(backspaceOn(document.body))).toBe(true);
    expect(shouldBlockBackspace(backspaceOn(null))).toBe(true);
  });

  it('ignores other keys', () => {
    expect(shouldBlockBackspace({ key: 'Delete', target: document.body, composedPath: () => [document.body] })).toBe(false);
  });

  it('looks through shadow roots to the real target', () => {
    const host = element('<div></div>');
    const input = document.createElement('input');
    host.attachShadow({ mode: 'open' }).append(input);
    expect(shouldBlockBackspace({ key: 'Backspace', target: host, composedPath: () => [input, host] })).toBe(false);
  });

  it('prevents the default of Backspace on the page while mounted', () => {
    function Guard() {
      useBlockBackspace();
      return <input aria-label="name" />;
    }
    const { getByLabelText, unmount } = render(<Guard />);
    const onBody = new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true, cancelable: true });
    document.body.dispatchEvent(onBody);
    expect(onBody.defaultPrevented).toBe(true);
    const inInput = new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true, cancelable: true });
    getByLabelText('name').dispatchEvent(inInput);
    expect(inInput.defaultPrevented).toBe(false);
    unmount();
    const afterUnmount = new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true, cancelable: true });
    document.body.dispatchEvent(afterUnmount);
    expect(afterUnmount.defaultPrevented).toBe(false);
  });
});
