import { describe, expect, it } from 'vitest';
import { minifyCss, minifyCssTemplates } from '../scripts/css-templates.js';

describe('the stylesheets’ template literals at build time (css-templates.ts)', () => {
  it('drop comments and the white space CSS does not need, keeping strings, calc’s spaces and descendant selectors', () => {
    expect(minifyCss(`/* the row's gap */\n.a .b > .c ,\n.d::before {\n  content: ". x  y";\n  margin : 0  auto;\n  width: calc(100% - 2px);\n}\n`)).toBe(
      ` .a .b>.c,.d::before{content:". x  y";margin :0 auto;width:calc(100% - 2px);}`, // a space where the comment was: harmless
    );
  });

  it('rewrite only the literals marked /* css */, and keep their ${…} parts', () => {
    const code = [
      "const other = `a  {  b }`;",
      'export const css = /* css */ `',
      '  .x { color: red; } /* why */',
      '`;',
      'export const withPart = /* css */ `${css}',
      '  .y > .z { margin: 0; }',
      '${other}`;',
    ].join('\n');
    expect(minifyCssTemplates(code)?.code).toBe(
      ["const other = `a  {  b }`;", 'export const css = /* css */ `.x{color:red;}`;', 'export const withPart = /* css */ `${css} .y>.z{margin:0;}${other}`;'].join('\n'),
    );
    expect(minifyCssTemplates('const plain = `a  b`;')).toBeNull();
  });
});
