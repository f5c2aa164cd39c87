import { afterEach, describe, expect, it, vi } from 'vitest';
import { useContext, useInsertionEffect, type ComponentType } from 'react';
import { baseCss, StylesheetContext, useNavigation, type SheetName } from '@studyatlas/react';
import { defineElement, MOUNT_CLASS } from './define.js';
import { hostCss } from './host.css.js';
import { elementSpec, type ElementSpec } from './spec.js';
import { lazyComponent } from './lazy.js';
import { LateSheets } from './late-sheets.js';

interface ProbeProps {
  label?: string;
  count?: number;
  compact?: boolean;
  items?: string[];
  maxItems?: number;
  onProbeFired?: (detail: { label: string }) => void;
  onProbeCleared?: () => void;
}

/** Shows what it received, and fires its events from a button inside the shadow root. */
function Probe(props: ProbeProps) {
  const { href } = useNavigation();
  const { onProbeFired, onProbeCleared, ...data } = props;
  return (
    <div>
      <output>{JSON.stringify(data)}</output>
      <a href={href('/signUp')}>Sign up</a>
      <button type="button" onClick={() => onProbeFired?.({ label: props.label ?? '' })}>
        Fire
      </button>
      <button type="button" onClick={() => onProbeCleared?.()}>
        Clear
      </button>
    </div>
  );
}

let counter = 0;

/** A fresh tag per test: custom element definitions cannot be undone. */
function probeSpec(styles?: string[]) {
  counter += 1;
  return elementSpec({
    tag: `sa-probe-${counter}`,
    component: Probe,
    description: 'A test probe.',
    props: {
      label: { type: 'string', description: 'Label.' },
      count: { type: 'number', description: 'Count.' },
      compact: { type: 'boolean', description: 'Compact.' },
      items: { type: 'json', description: 'Items.', tsType: 'string[]' },
      maxItems: { type: 'number', attribute: 'max', description: 'Renamed attribute.' },
    },
    events: {
      'sa-probe-fired': { description: 'Fired.', detail: '{ label: string }' },
      'sa-probe-cleared': { description: 'Cleared.', detail: 'void' },
    },
    ...(styles ? { styles } : {}),
  });
}

type ProbeElement = HTMLElement & ProbeProps & Record<string, unknown>;

function create(tag: string, html = ''): ProbeElement {
  document.body.insertAdjacentHTML('beforeend', `<${tag} ${html}></${tag}>`);
  return document.body.lastElementChild as ProbeElement;
}

const rendered = (element: HTMLElement) => element.shadowRoot?.querySelector('output')?.textContent ?? '';

async function expectRendered(element: HTMLElement, expected: Record<string, unknown>) {
  await vi.waitFor(() => expect(JSON.parse(rendered(element) || 'null')).toEqual(expected));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('defineElement', () => {
  it('renders the component in an open shadow root, inside a mount point', async () => {
    const spec = probeSpec();
    defineElement(spec);
    const element = create(spec.tag, 'label="Hello"');
    expect(element.shadowRoot).not.toBeNull();
    expect(element.shadowRoot!.querySelector(`.${MOUNT_CLASS}`)).not.toBeNull();
    await expectRendered(element, { label: 'Hello' });
  });

  it('returns the registered class when a tag is defined twice', () => {
    const spec = probeSpec();
    const first = defineElement(spec);
    expect(defineElement(spec)).toBe(first);
  });

  describe('properties set before the element was defined', () => {
    it('are upgraded when the element is already in the document', async () => {
      const spec = probeSpec();
      const element = create(spec.tag);
      element.label = 'early';
      element.items = ['a', 'b'];
      defineElement(spec);
      expect(Object.prototype.hasOwnProperty.call(element, 'label')).toBe(false);
      expect(element.label).toBe('early');
      await expectRendered(element, { label: 'early', items: ['a', 'b'] });
    });

    it('are upgraded when the element is connected after the definition', async () => {
      const spec = probeSpec();
      const element = document.createElement(spec.tag) as ProbeElement;
      element.count = 3;
      defineElement(spec);
      document.body.append(element);
      expect(element.count).toBe(3);
      await expectRendered(element, { count: 3 });
    });
  });

  describe('attributes', () => {
    it('parse numbers and JSON, and follow a renamed attribute', async () => {
      const spec = probeSpec();
      defineElement(spec);
      const element = create(spec.tag, `count="42" max="7" items='["x","y"]'`);
      await expectRendered(element, { count: 42, maxItems: 7, items: ['x', 'y'] });
      expect(element.maxItems).toBe(7);
    });

    it('also read the lower-cased property name, as React writes it before the element is defined', async () => {
      const spec = probeSpec();
      const element = create(spec.tag, 'maxitems="5" label="x"');
      defineElement(spec);
      await expectRendered(element, { maxItems: 5, label: 'x' });
    });

    it('treat a bare boolean attribute as true and its removal as a reset', async () => {
      const spec = probeSpec();
      defineElement(spec);
      const element = create(spec.tag, 'compact');
      await expectRendered(element, { compact: true });
      element.removeAttribute('compact');
      await expectRendered(element, {});
      expect(element.compact).toBeUndefined();
      element.setAttribute('compact', 'false');
      await expectRendered(element, { compact: false });
      element.setAttribute('compact', 'compact');
      await expectRendered(element, { compact: true });
    });

    it('reset any property when its attribute is removed, and an empty string stays a string', async () => {
      const spec = probeSpec();
      defineElement(spec);
      const element = create(spec.tag, 'label="Hi" count="2"');
      await expectRendered(element, { label: 'Hi', count: 2 });
      element.removeAttribute('label');
      element.setAttribute('count', 'not a number');
      await expectRendered(element, {});
      element.setAttribute('label', '');
      await expectRendered(element, { label: '' });
    });

    it('ignore invalid JSON with a warning', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const spec = probeSpec();
      defineElement(spec);
      const element = create(spec.tag, 'items="[oops" label="x"');
      await expectRendered(element, { label: 'x' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`<${spec.tag} items> is not valid JSON`));
      warn.mockRestore();
    });

    it('do not override a later property assignment, nor are properties reflected', async () => {
      const spec = probeSpec();
      defineElement(spec);
      const element = create(spec.tag, 'label="from attribute"');
      element.label = 'from property';
      element.items = ['rich', 'value'];
      await expectRendered(element, { label: 'from property', items: ['rich', 'value'] });
      expect(element.getAttribute('label')).toBe('from attribute');
      expect(element.hasAttribute('items')).toBe(false);
    });
  });

  describe('events', () => {
    it('fire kebab-case CustomEvents with a detail that bubble and cross the shadow boundary', async () => {
      const spec = probeSpec();
      defineElement(spec);
      const wrapper = document.createElement('section');
      document.body.append(wrapper);
      // Inside another shadow root: only a composed event reaches the document.
      const outerShadow = wrapper.attachShadow({ mode: 'open' });
      outerShadow.innerHTML = `<${spec.tag} label="Ada"></${spec.tag}>`;
      const element = outerShadow.firstElementChild as ProbeElement;
      await expectRendered(element, { label: 'Ada' });

      const received: Event[] = [];
      const listener = (event: Event) => received.push(event);
      document.addEventListener('sa-probe-fired', listener);
      document.addEventListener('sa-probe-cleared', listener);
      document.addEventListener('probefired', listener);
      const [fire, clear] = element.shadowRoot!.querySelectorAll('button');
      fire!.click();
      clear!.click();
      document.removeEventListener('sa-probe-fired', listener);
      document.removeEventListener('sa-probe-cleared', listener);
      document.removeEventListener('probefired', listener);

      expect(received.map((event) => event.type)).toEqual(['sa-probe-fired', 'sa-probe-cleared']);
      const fired = received[0] as CustomEvent<{ label: string }>;
      expect(fired).toBeInstanceOf(CustomEvent);
      expect(fired.detail).toEqual({ label: 'Ada' });
      expect(fired.bubbles).toBe(true);
      expect(fired.composed).toBe(true);
      // Retargeted: outside, the event comes from the shadow host that contains the element.
      expect(fired.target).toBe(wrapper);
    });
  });

  describe('styles', () => {
    it('go into the shadow root, never into document.head', async () => {
      const spec = probeSpec(['.leaflet-container { height: 300px; }']);
      defineElement(spec);
      const element = create(spec.tag);
      await expectRendered(element, {});
      const styles = [...element.shadowRoot!.querySelectorAll('style')].map((style) => style.textContent);
      expect(styles).toEqual([hostCss, baseCss, '.leaflet-container { height: 300px; }']);
      expect(document.head.querySelectorAll('style')).toHaveLength(0);
      expect(document.head.innerHTML).not.toContain('sa-');
    });

    it("adopt an area's stylesheets when its lazy component arrives, each once", async () => {
      const areaCss = '.sa-area-probe { color: rebeccapurple; }';
      const AreaProbe = lazyComponent(async () => ({ AreaProbe: () => <output>area</output>, areaStyles: [areaCss, areaCss] }), 'AreaProbe');
      counter += 1;
      const spec = elementSpec({ tag: `sa-probe-${counter}`, component: AreaProbe, description: 'Area probe.', props: {}, events: {} });
      defineElement(spec);
      const first = create(spec.tag);
      const second = create(spec.tag);
      await vi.waitFor(() => expect(rendered(first)).toBe('area'));
      await vi.waitFor(() => expect(rendered(second)).toBe('area'));
      for (const element of [first, second]) {
        const styles = [...element.shadowRoot!.querySelectorAll('style')].map((style) => style.textContent);
        expect(styles).toEqual([hostCss, baseCss, areaCss]);
      }
      expect(document.head.querySelectorAll('style')).toHaveLength(0);
    });

    // What a kit's or a primitive's useStylesheet does.
    const useStylesheet = (name: SheetName, css: string) => {
      const inject = useContext(StylesheetContext);
      useInsertionEffect(() => inject?.(name, css), [inject, name, css]);
    };
    const areaCss = '.sa-area-probe { color: rebeccapurple; }';

    /** An element whose lazy area (with `areaCss`) renders `component`, once it shows: its sheets so far are the host's, the base and the area's. */
    async function areaProbe(component: ComponentType<any>, props: ElementSpec['props']) {
      const Area = lazyComponent(async () => ({ Area: component, areaStyles: [areaCss] }), 'Area');
      counter += 1;
      const spec = elementSpec({ tag: `sa-probe-${counter}`, component: Area, description: 'Sheet probe.', props, events: {} });
      defineElement(spec);
      const element = create(spec.tag);
      const styles = () => [...element.shadowRoot!.querySelectorAll('style')].map((style) => style.textContent);
      await vi.waitFor(() => expect(rendered(element)).toBe('area'));
      expect(styles()).toEqual([hostCss, baseCss, areaCss]);
      return { element, styles };
    }

    it("adopt a kit's late sheet when the kit first renders, and no other sheet a component asks for", async () => {
      const pinCss = '.sa-pin-probe { color: teal; }';
      function Screen({ shown }: { shown: boolean }) {
        useStylesheet('courses', '.sa-courses-probe { color: red; }');
        return shown ? <PinKit /> : <output>area</output>;
      }
      const Kit = ({ shown }: { shown: boolean }) => (
        <LateSheets names={['pin-map']}>
          <Screen shown={shown} />
        </LateSheets>
      );
      function PinKit() {
        useStylesheet('pin-map', pinCss);
        return <output>pin</output>;
      }
      const { element, styles } = await areaProbe(Kit, { shown: { type: 'boolean', description: 'Shows the kit.' } });
      element.setAttribute('shown', '');
      await vi.waitFor(() => expect(rendered(element)).toBe('pin'));
      expect(styles()).toEqual([hostCss, baseCss, areaCss, pinCss]);
    });

    it("adopt a primitive's sheet when it first renders, right after the base, before the area's", async () => {
      const tabsCss = '.sa-tabs-probe { color: teal; }';
      const dialogCss = '.sa-dialog-probe { color: red; }';
      function Tabs() {
        useStylesheet('tabs', tabsCss);
        return <output>tabs</output>;
      }
      function Dialog() {
        useStylesheet('dialog', dialogCss);
        useStylesheet('tabs', tabsCss);
        return <output>dialog</output>;
      }
      const Screen = ({ shown }: { shown?: string }) => (shown === 'tabs' ? <Tabs /> : shown === 'both' ? <><Tabs /><Dialog /></> : <output>area</output>);
      const { element, styles } = await areaProbe(Screen, { shown: { type: 'string', description: 'What shows.' } });
      expect(baseCss).not.toContain('.sa-tabs');
      element.setAttribute('shown', 'tabs');
      await vi.waitFor(() => expect(rendered(element)).toBe('tabs'));
      expect(styles()).toEqual([hostCss, baseCss, tabsCss, areaCss]);
      element.setAttribute('shown', 'both');
      await vi.waitFor(() => expect(element.shadowRoot!.querySelectorAll('output')).toHaveLength(2));
      expect(styles()).toEqual([hostCss, baseCss, tabsCss, dialogCss, areaCss]);
    });

    it('are one shared constructable stylesheet per CSS text where adoption is supported', async () => {
      const adopted = new WeakMap<ShadowRoot, CSSStyleSheet[]>();
      Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
        configurable: true,
        get(this: ShadowRoot) {
          return adopted.get(this) ?? [];
        },
        set(this: ShadowRoot, sheets: CSSStyleSheet[]) {
          adopted.set(this, sheets);
        },
      });
      try {
        const spec = probeSpec();
        defineElement(spec);
        const first = create(spec.tag);
        const second = create(spec.tag);
        const sheetsOf = (element: HTMLElement) => (element.shadowRoot as ShadowRoot & { adoptedStyleSheets: CSSStyleSheet[] }).adoptedStyleSheets;
        expect(sheetsOf(first)).toHaveLength(2);
        expect(sheetsOf(first)[0]).toBe(sheetsOf(second)[0]);
        expect(sheetsOf(first)[1]).toBe(sheetsOf(second)[1]);
        expect(first.shadowRoot!.querySelector('style')).toBeNull();
        expect(document.head.querySelectorAll('style')).toHaveLength(0);
      } finally {
        Reflect.deleteProperty(ShadowRoot.prototype, 'adoptedStyleSheets');
      }
    });
  });

  describe('navigation and lifecycle', () => {
    it('links out to portal-url when given', async () => {
      const spec = probeSpec();
      defineElement(spec);
      const element = create(spec.tag, 'portal-url="https://portal.example.org/"');
      await vi.waitFor(() =>
        expect(element.shadowRoot!.querySelector('a')?.getAttribute('href')).toBe('https://portal.example.org/signUp'),
      );
    });

    it('keeps its React tree when moved, and unmounts when removed', async () => {
      const spec = probeSpec();
      defineElement(spec);
      const element = create(spec.tag, 'label="kept"');
      await expectRendered(element, { label: 'kept' });
      const mount = element.shadowRoot!.querySelector(`.${MOUNT_CLASS}`)!;
      const output = mount.querySelector('output');
      const section = document.createElement('section');
      document.body.append(section);
      section.append(element);
      await Promise.resolve();
      expect(mount.querySelector('output')).toBe(output);
      element.remove();
      await vi.waitFor(() => expect(mount.childElementCount).toBe(0));
    });
  });
});
