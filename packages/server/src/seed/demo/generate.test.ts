import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.js';
import { generateDemo } from './generate.js';
import { MAJORS } from './course-rules.js';
import type { DemoCity, DemoContext } from './types.js';

const city = (id: number, name: string, iso2: string, latitude: number, longitude: number, currency: string): DemoCity => ({
  id,
  name,
  countryId: id * 10,
  iso2,
  countryName: iso2 === 'AU' ? 'Australia' : iso2 === 'GB' ? 'United Kingdom' : 'Nepal',
  stateCode: 'X',
  latitude,
  longitude,
  currency,
  phoneCode: '61',
});

const SYDNEY = city(1, 'Sydney', 'AU', -33.868, 151.207, 'AUD');
const MELBOURNE = city(2, 'Melbourne', 'AU', -37.814, 144.963, 'AUD');
const LONDON = city(3, 'London', 'GB', 51.509, -0.126, 'GBP');
const KATHMANDU = city(4, 'Kathmandu', 'NP', 27.709, 85.285, 'NPR');

const TODAY = '2026-01-15';
const context = (): DemoContext => ({
  today: TODAY,
  destinations: new Map([
    ['AU', [SYDNEY, MELBOURNE]],
    ['GB', [LONDON]],
  ]),
  agentCities: new Map([
    ['NP', [KATHMANDU]],
    ['AU', [SYDNEY]],
  ]),
  firstId: { legal_entities: 1, locations: 1, courses: 1, intakes: 1, scholarships: 1, events: 1, event_costs: 1, event_contacts: 1, form_categories: 1, forms: 1, stored_files: 1 },
  formCategories: [],
});

const SIZE = { institutions: 30, agents: 8, courses: 300, seed: 7 };

describe('generateDemo', () => {
  const data = generateDemo(context(), SIZE);

  it('is a pure function of context and seed', () => {
    expect(generateDemo(context(), SIZE)).toEqual(data);
    const other = generateDemo(context(), { ...SIZE, seed: 8 });
    expect(other.legal_entities.map((l) => l.name)).not.toEqual(data.legal_entities.map((l) => l.name));
  });

  it("makes the partner page's institution the first one: Northbridge College of Design, teaching design", () => {
    for (const seed of [1, 7, 8]) {
      const demo = seed === SIZE.seed ? data : generateDemo(context(), { ...SIZE, seed });
      const first = demo.legal_entities[0]!;
      expect(first).toMatchObject({ id: 1, kind: 'I', name: 'Northbridge College of Design' });
      expect(demo.legal_entities.filter((l) => l.name === first.name)).toHaveLength(1);
      const courses = demo.courses.filter((c) => c.legal_id === first.id);
      expect(courses.length).toBeGreaterThan(0);
      const majorOf = (id: number) => MAJORS.find((major) => major.id === id)?.name;
      // Design where its levels teach it; a college's English-language courses stay English.
      const design = courses.filter((c) => majorOf(c.major_id) !== 'English Language');
      expect(design.length).toBeGreaterThan(0);
      expect(new Set(design.map((c) => majorOf(c.major_id)))).toSatisfy((majors: Set<string>) =>
        [...majors].every((major) => ['Creative Arts and Design', 'Architecture and Building'].includes(major)),
      );
    }
  });

  it('makes the requested numbers of institutions, agents and courses, with unique names', () => {
    expect(data.legal_entities.filter((l) => l.kind === 'I')).toHaveLength(30);
    expect(data.legal_entities.filter((l) => l.kind === 'A')).toHaveLength(8);
    expect(data.courses).toHaveLength(300);
    const names = data.legal_entities.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
    const institutionsWithCourses = new Set(data.courses.map((c) => c.legal_id));
    expect(institutionsWithCourses.size).toBe(30);
    for (const agent of data.legal_entities.filter((l) => l.kind === 'A')) {
      expect(agent.name).toMatch(/Education|Study Abroad|Student Advisers/);
    }
  });

  it('places every campus near a real city of its organisation’s country', () => {
    const cities = new Map([SYDNEY, MELBOURNE, LONDON, KATHMANDU].map((c) => [c.id, c]));
    expect(data.locations.length).toBeGreaterThanOrEqual(38);
    for (const location of data.locations) {
      const c = cities.get(location.city_id)!;
      expect(Math.abs(location.latitude - c.latitude)).toBeLessThanOrEqual(0.06);
      expect(Math.abs(location.longitude - c.longitude)).toBeLessThanOrEqual(0.06);
    }
    const perOrganisation = new Map<number, number>();
    for (const l of data.locations) perOrganisation.set(l.legal_id, (perOrganisation.get(l.legal_id) ?? 0) + 1);
    for (const count of perOrganisation.values()) expect(count).toBeGreaterThanOrEqual(1);
    for (const count of perOrganisation.values()) expect(count).toBeLessThanOrEqual(4);
    const headOffices = data.locations.filter((l) => l.is_head_office === 1);
    expect(headOffices).toHaveLength(38);
  });

  it('gives every course campuses of its own institution and future intakes there', () => {
    const locationOwner = new Map(data.locations.map((l) => [l.id, l.legal_id]));
    const courseOwner = new Map(data.courses.map((c) => [c.id, c.legal_id]));
    const campuses = new Set(data.course_campuses.map((cc) => `${cc.course_id}/${cc.location_id}`));
    for (const cc of data.course_campuses) expect(locationOwner.get(cc.location_id)).toBe(courseOwner.get(cc.course_id));
    expect(new Set(data.course_campuses.map((cc) => cc.course_id)).size).toBe(300);
    const latest = addDays(TODAY, 18 * 31);
    for (const intake of data.intakes) {
      expect(campuses.has(`${intake.course_id}/${intake.location_id}`)).toBe(true);
      expect(intake.start_date > TODAY).toBe(true);
      expect(intake.start_date <= latest).toBe(true);
      expect(['AUD', 'GBP']).toContain(intake.currency);
      expect(intake.total_fee).toBeGreaterThan(0);
    }
    const keys = data.intakes.map((i) => `${i.course_id}/${i.location_id}/${i.study_mode_id}/${i.start_date}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes descriptions of varied length, some longer than the 200-character read-more cut', () => {
    const lengths = data.courses.map((c) => c.description.length);
    expect(Math.min(...lengths)).toBeLessThan(200);
    expect(lengths.filter((n) => n > 200).length).toBeGreaterThan(30);
    expect(data.courses[0]!.duration_text).toMatch(/year|month|week/);
  });

  it('adds scholarships, events with contacts, and forms filed under an up to 8-level category tree', () => {
    expect(data.scholarships.length).toBeGreaterThan(0);
    for (const s of data.scholarships) expect(s.close_date > s.open_date).toBe(true);
    expect(data.events.length).toBeGreaterThan(0);
    expect(data.event_contacts).toHaveLength(data.events.length);
    for (const e of data.events) expect(e.date_from > TODAY && e.date_to >= e.date_from).toBe(true);
    expect(Math.max(...data.form_categories.map((c) => c.level))).toBe(7);
    const leafIds = new Set(data.form_categories.filter((c) => !data.form_categories.some((d) => d.parent_id === c.id)).map((c) => c.id));
    for (const form of data.forms) expect(leafIds.has(form.category_id)).toBe(true);
  });

  it('hands out ids from the first free ones', () => {
    const shifted = generateDemo({ ...context(), firstId: { ...context().firstId, legal_entities: 501, courses: 9001 } }, SIZE);
    expect(shifted.legal_entities[0]!.id).toBe(501);
    expect(shifted.courses[0]!.id).toBe(9001);
    expect(shifted.courses[0]!.legal_id).toBe(501);
  });
});
