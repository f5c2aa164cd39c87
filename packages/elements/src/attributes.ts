import type { PropType } from './spec.js';

/**
 * Turns an attribute's text into a property value. `null` (attribute absent or removed) resets the
 * property to `undefined`, so the component's own default applies again. A boolean attribute follows
 * HTML: present means true, whatever its value (`<sa-x compact>`), except the explicit text "false".
 */
export function parseAttribute(type: PropType, value: string | null, where: string): unknown {
  if (value === null) return undefined;
  switch (type) {
    case 'string':
      return value;
    case 'boolean':
      return value.trim().toLowerCase() !== 'false';
    case 'number': {
      const number = value.trim() === '' ? Number.NaN : Number(value);
      return Number.isNaN(number) ? undefined : number;
    }
    case 'json':
      try {
        return JSON.parse(value) as unknown;
      } catch {
        console.warn(`StudyAtlas: ${where} is not valid JSON; ignored.`);
        return undefined;
      }
  }
}
