import { describe, expect, it } from 'vitest';
import { courseFilterData, courseSearch, format, messages, searchCourses, courseMessages } from '@studyatlas/core';
import { courseLabels as l } from '@studyatlas/core';
import { compareToggleCss, coursesCss, favouriteToggleCss } from '@studyatlas/react';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';
import { setupUser } from '../../../../react/test/user.js';

/*
 * The course elements in their shadow roots, against the real API server with the small seeded
 * catalogue (a child process).
 */

const server = elementSuite();

/** The sheets in the element's shadow root (jsdom has no adopted sheets: one `<style>` each). */
function sheets(element: HTMLElement): (string | null)[] {
  return [...shadow(element).querySelectorAll('style')].map((style) => style.textContent);
}

function button(element: HTMLElement, name: string): HTMLButtonElement {
  const found = [...shadow(element).querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);
  if (!found) throw new Error(`no button "${name}" in <${element.localName}>: ${textOf(element)}`);
  return found;
}

describe('<sa-course-search>', () => {
  it('renders its form in its shadow root and shows the course-search messages there', async () => {
    const user = setupUser();
    const pageUrl = location.href;
    const widget = place(`<sa-course-search api-base="${server().url}"></sa-course-search>`);
    await until(() => shadow(widget).querySelector('form.sa-course-search-form'));
    // The form is mounted again once its lists are there: click after that.
    await until(() => !shadow(widget).querySelector('.sa-filter-form-body[aria-busy="true"]'));
    expect(shadow(widget).querySelector('h2')?.textContent).toBe(l.searchTitle);
    expect(document.body.querySelector('form')).toBeNull(); // nothing leaks into the page
    // The form shows no toggle: their sheets come with the list or the detail (late-sheets.tsx).
    expect(sheets(widget)).toContain(coursesCss);
    expect(sheets(widget)).not.toContain(favouriteToggleCss);
    expect(sheets(widget)).not.toContain(compareToggleCss);

    await user.click(button(widget, l.search));
    await until(() => textOf(widget).includes(courseMessages.courseStudyLevelGroupRequired));
    const alerts = [...shadow(widget).querySelectorAll('[role="alert"]')].map((alert) => alert.textContent);
    expect(alerts).toEqual([
      format(courseMessages.courseFilterMissing, { items: 'Study Area Or Course Name, Institution Country, Study Level Group' }),
      courseMessages.courseSearchTextRequired,
      courseMessages.courseInstitutionCountryRequired,
      courseMessages.courseStudyLevelGroupRequired,
    ]);
    expect(location.href).toBe(pageUrl);
  });

  it("scoped with institution=…, lists that institution's courses inside the widget", async () => {
    const user = setupUser();
    const data = await courseFilterData();
    const sample = await searchCourses({ country_fk: data.countries[0]!.id, currentPage: 1, from: 0, to: 1 });
    const legalFk = sample.rows[0]!.legalFk;
    const widget = place(`<sa-course-search api-base="${server().url}" institution="${legalFk}"></sa-course-search>`);
    // The form is mounted again once its lists are there: read the select after that, not before.
    const country = await until(() => {
      const select = shadow(widget).querySelector<HTMLSelectElement>('select[name="country_fk"]');
      return select && select.options.length > 1 ? select : null;
    });
    if (!country.value) {
      country.value = country.options[1]!.value;
      country.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    }
    await user.click(button(widget, l.search));
    await until(() => shadow(widget).querySelectorAll('.sa-course-row').length > 0);
    expect(courseSearch.$state.get().rows.every((row) => row.legalFk === legalFk)).toBe(true);
    // The rows' toggles brought their sheets, after the courses' own.
    expect(sheets(widget).slice(sheets(widget).indexOf(coursesCss))).toEqual(expect.arrayContaining([coursesCss, favouriteToggleCss, compareToggleCss]));
  });
});

describe('<sa-course-detail>', () => {
  it('shows the course of its attributes, with expand-all', async () => {
    const data = await courseFilterData();
    const row = (await searchCourses({ country_fk: data.countries[0]!.id, currentPage: 1, from: 0, to: 1 })).rows[0]!;
    const widget = place(
      `<sa-course-detail api-base="${server().url}" course-id="${row.courseFk}" campus-id="${row.locationId}" intake-id="${row.intakeId}"></sa-course-detail>`,
    );
    await until(() => shadow(widget).querySelector('h2')?.textContent === row.name);
    expect(textOf(widget)).toContain(row.institutionName);
    expect(sheets(widget)).toEqual(expect.arrayContaining([coursesCss, favouriteToggleCss, compareToggleCss]));
    button(widget, messages.expandAll).click();
    await until(() => [...shadow(widget).querySelectorAll<HTMLElement>('.sa-accordion-panel')].every((panel) => !panel.hidden));
  });
});
