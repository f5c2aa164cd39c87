import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineOnSight, type OnSightDefinitions } from './define-on-sight.js';
import { elementSpec } from './spec.js';

function Shown({ label }: { label?: string }) {
  return <output>{label ?? ''}</output>;
}

let counter = 0;

/** An area of two fresh tags (definitions cannot be undone) whose specs load through a spy. */
function area(load?: () => Promise<never>) {
  counter += 1;
  const tags = [`sa-sight-${counter}-a`, `sa-sight-${counter}-b`] as const;
  const specs = tags.map((tag) =>
    elementSpec({ tag, component: Shown, description: 'A test element.', props: { label: { type: 'string', description: 'Label.' } }, events: {} }),
  );
  const definitions: OnSightDefinitions = { tags, load: vi.fn(load ?? (async () => specs)) };
  return { tags, definitions };
}

const shown = (element: Element | null | undefined) => element?.shadowRoot?.querySelector('output')?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('defineOnSight', () => {
  it('defines a tag already in the page, with the attributes set before', async () => {
    const { tags, definitions } = area();
    document.body.innerHTML = `<p><${tags[0]} label="before"></${tags[0]}></p>`;
    expect(customElements.get(tags[0])).toBeUndefined();
    defineOnSight([definitions]);
    await vi.waitFor(() => expect(shown(document.querySelector(tags[0]))).toBe('before'));
    expect(customElements.get(tags[1])).toBeDefined();
    expect(definitions.load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing until a tag appears, then once for the area', async () => {
    const { tags, definitions } = area();
    defineOnSight([definitions]);
    document.body.innerHTML = '<div><span>no widget</span></div>';
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(definitions.load).not.toHaveBeenCalled();

    const created = document.createElement(tags[1]) as HTMLElement & { label?: string };
    created.label = 'a property set before';
    const wrapper = document.createElement('section');
    wrapper.innerHTML = `<${tags[0]} label="nested"></${tags[0]}>`;
    wrapper.append(created);
    document.body.append(wrapper);
    await vi.waitFor(() => expect(shown(document.querySelector(tags[0]))).toBe('nested'));
    await vi.waitFor(() => expect(shown(created)).toBe('a property set before'));
    expect(definitions.load).toHaveBeenCalledTimes(1);
  });

  it('watches a shadow root given to observe', async () => {
    const { tags, definitions } = area();
    const onSight = defineOnSight([definitions]);
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    onSight.observe(shadow);
    shadow.innerHTML = `<${tags[0]} label="in a shadow root"></${tags[0]}>`;
    await vi.waitFor(() => expect(shown(shadow.querySelector(tags[0]))).toBe('in a shadow root'));
  });

  it('tries again on the next sight when the specs failed to load', async () => {
    const { tags } = area();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const retrying: OnSightDefinitions = {
      tags,
      load: vi.fn(async () => {
        if (fail) throw new Error('offline');
        return [elementSpec({ tag: tags[0], component: Shown, description: 'A test element.', props: { label: { type: 'string', description: 'Label.' } }, events: {} })];
      }),
    };
    defineOnSight([retrying]);
    document.body.innerHTML = `<${tags[0]} label="first"></${tags[0]}>`;
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(customElements.get(tags[0])).toBeUndefined();
    fail = false;
    document.body.insertAdjacentHTML('beforeend', `<${tags[0]} label="second"></${tags[0]}>`);
    await vi.waitFor(() => expect([...document.querySelectorAll(tags[0])].map(shown)).toEqual(['first', 'second']));
    expect(retrying.load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('leaves a tag the page defined itself alone', async () => {
    const { tags, definitions } = area();
    class Own extends HTMLElement {}
    customElements.define(tags[0], Own);
    customElements.define(tags[1], class extends HTMLElement {});
    document.body.innerHTML = `<${tags[0]}></${tags[0]}><${tags[1]}></${tags[1]}>`;
    defineOnSight([definitions]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(definitions.load).not.toHaveBeenCalled();
    expect(document.querySelector(tags[0])).toBeInstanceOf(Own);
  });
});
