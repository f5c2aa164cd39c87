import { describe, expect, it } from 'vitest';
import { elementSpecs } from './index.js';
import { onSightDefinitions, upFrontSpecs } from './loader.js';

describe('the loader', () => {
  it('defines every element exactly once: up front or on sight of its tag', () => {
    const tags = [...upFrontSpecs.map((spec) => spec.tag), ...onSightDefinitions.flatMap((definitions) => definitions.tags)];
    expect([...tags].sort()).toEqual(elementSpecs.map((spec) => spec.tag).sort());
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('defines the course search up front (the budgeted partner-page widget)', () => {
    expect(upFrontSpecs.map((spec) => spec.tag)).toEqual(['sa-course-search', 'sa-course-detail']);
  });

  it("loads, for each list of tags, the specs of exactly those tags, the package's own objects", async () => {
    for (const definitions of onSightDefinitions) {
      const specs = await definitions.load();
      expect(specs.map((spec) => spec.tag).sort()).toEqual([...definitions.tags].sort());
      for (const spec of specs) expect(elementSpecs).toContain(spec);
    }
  });
});
