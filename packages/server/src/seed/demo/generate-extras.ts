import { addDays } from '../dates.js';
import type { Random } from '../prng.js';
import { AWARD_GROUPS, awardGroupId } from '../reference-data.js';
import { PRICE_LEVEL } from './cities.js';
import { MAJORS } from './course-rules.js';
import { FORM_NAMES, FORM_TREE, type CategoryNode } from './form-tree.js';
import type { Agent, Institution, Organisation } from './generate-organisations.js';
import type { IdCounter } from './ids.js';
import { fill, paragraph, phone, slugify } from './text.js';
import type { DemoContext, DemoData } from './types.js';
import {
  AGENT_EVENTS,
  EVENT_SENTENCES,
  FIRST_NAMES,
  INSTITUTION_EVENTS,
  SCHOLARSHIP_NAMES,
  SCHOLARSHIP_SENTENCES,
  SURNAMES,
  VENUES,
} from './words.js';

const groupId = (name: string) => awardGroupId(AWARD_GROUPS.findIndex((g) => g.group === name));

export function generateScholarships(random: Random, ctx: DemoContext, ids: IdCounter, data: DemoData, institutions: readonly Institution[]): void {
  const groups = [[groupId('Undergraduate'), 4], [groupId('Postgraduate'), 4], [null, 2]] as const;
  for (const institution of institutions) {
    const count =
      institution.type.key === 'university'
        ? random.weighted([[0, 25], [1, 35], [2, 25], [3, 15]] as const)
        : random.weighted([[0, 70], [1, 30]] as const);
    const names = new Set<string>();
    for (let i = 0; i < count; i++) {
      let name = random.chance(0.3) ? `${random.pick(MAJORS).field} ${random.pick(SCHOLARSHIP_NAMES)}` : random.pick(SCHOLARSHIP_NAMES);
      if (names.has(name)) name = `${institution.name} ${name}`;
      names.add(name);
      const city = institution.city;
      const open = addDays(ctx.today, -random.int(0, 150));
      data.scholarships.push({
        id: ids.next('scholarships'),
        legal_id: institution.id,
        name,
        description: paragraph(random, SCHOLARSHIP_SENTENCES, 2, 5, { name }),
        amount: Math.max(500, Math.round((random.pick([2_000, 5_000, 7_500, 10_000, 15_000, 20_000]) * (PRICE_LEVEL[city.iso2] ?? 1)) / 500) * 500),
        currency: city.currency,
        country_id: city.countryId,
        award_group_id: random.weighted(groups),
        web_address: `${institution.web}/scholarships/${slugify(name)}`,
        open_date: open,
        close_date: addDays(open, random.int(60, 330)),
        created_at: `${open}T07:30:00.000Z`,
      });
    }
  }
}

function addEvent(
  random: Random,
  ctx: DemoContext,
  ids: IdCounter,
  data: DemoData,
  organiser: Organisation,
  name: string,
  venue: (campusName: string) => string,
  length: number,
): number {
  const campus = random.pick(organiser.campuses);
  const from = addDays(ctx.today, random.int(3, 360));
  const eventId = ids.next('events');
  data.events.push({
    id: eventId,
    legal_id: organiser.id,
    location_id: campus.id,
    city_id: campus.city.id,
    name,
    description: paragraph(random, EVENT_SENTENCES, 1, 4, {}),
    venue_name: venue(campus.name),
    date_from: from,
    date_to: addDays(from, length),
    reg_url: `${organiser.web}/events/${eventId}/register`,
    web_site: organiser.web,
    created_at: `${addDays(ctx.today, -random.int(1, 60))}T10:00:00.000Z`,
  });
  if (random.chance(0.3)) {
    const price = random.int(1, 6) * 5;
    data.event_costs.push({ id: ids.next('event_costs'), event_id: eventId, label: 'Standard registration', amount: price, currency: campus.city.currency });
    if (random.chance(0.5)) {
      data.event_costs.push({ id: ids.next('event_costs'), event_id: eventId, label: 'Early bird', amount: price - 5, currency: campus.city.currency });
    }
  }
  data.event_contacts.push({
    id: ids.next('event_contacts'),
    event_id: eventId,
    name: `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`,
    email: `events@${organiser.domain}`,
    phone: phone(random, campus.city),
  });
  return eventId;
}

export function generateEvents(
  random: Random,
  ctx: DemoContext,
  ids: IdCounter,
  data: DemoData,
  institutions: readonly Institution[],
  agents: readonly Agent[],
): void {
  for (const institution of institutions) {
    const count = institution.type.key === 'university' ? random.weighted([[0, 40], [1, 40], [2, 20]] as const) : random.chance(0.25) ? 1 : 0;
    for (let i = 0; i < count; i++) {
      const name = random.pick(INSTITUTION_EVENTS);
      const hall = random.pick(['Great Hall', 'Student Centre', 'Library Auditorium', 'Main Building']);
      addEvent(random, ctx, ids, data, institution, name, (campus) => (name.startsWith('Online') ? 'Online' : `${hall}, ${campus}`), 0);
    }
  }
  for (const agent of agents) {
    if (!random.chance(0.5)) continue;
    const city = agent.city.name;
    const eventId = addEvent(random, ctx, ids, data, agent, `${random.pick(AGENT_EVENTS)} ${city}`, () => `${city} ${random.pick(VENUES)}`, random.int(0, 2));
    for (const participant of random.sample(agent.represents, random.int(2, 8)).sort((a, b) => a.id - b.id)) {
      data.event_participants.push({ event_id: eventId, legal_id: participant.id });
    }
  }
}

/** The category tree (unless the database has one) and each institution's forms, filed under leaves. */
export function generateForms(random: Random, ctx: DemoContext, ids: IdCounter, data: DemoData, institutions: readonly Institution[]): void {
  const leaves: Array<{ id: number; name: string }> = [];
  if (ctx.formCategories.length > 0) {
    const parents = new Set(ctx.formCategories.map((c) => c.parent_id));
    for (const c of ctx.formCategories) if (!parents.has(c.id)) leaves.push({ id: c.id, name: c.name });
  } else {
    const walk = (nodes: readonly CategoryNode[], parentId: number | null, level: number) => {
      for (const [name, children] of nodes) {
        const id = ids.next('form_categories');
        data.form_categories.push({ id, parent_id: parentId, level, name });
        if (children?.length) walk(children, id, level + 1);
        else leaves.push({ id, name });
      }
    };
    walk(FORM_TREE, null, 0);
  }
  for (const institution of institutions) {
    const count = institution.type.key === 'university' ? random.int(1, 5) : random.int(0, 2);
    for (const leaf of random.sample(leaves, count)) {
      const name = fill(random.pick(FORM_NAMES), { leaf: leaf.name });
      data.forms.push({
        id: ids.next('forms'),
        category_id: leaf.id,
        legal_id: institution.id,
        name,
        file_name: `${slugify(name)}.pdf`,
        header: `Complete this form and return it to ${institution.name}. Questions? Write to international@${institution.domain}.`,
        created_at: `${addDays(ctx.today, -random.int(0, 365))}T11:00:00.000Z`,
      });
    }
  }
}
