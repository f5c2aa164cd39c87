import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  authMessages,
  portalMessages,
  basicLabels,
  basicMessages,
  educationLabels,
  educationMessages,
  format,
  loginMessages,
  messages,
  passportLabels,
  passportMessages,
  placeLabels,
  profileLabels,
  profileRoute,
  recordDocumentLabels,
  studyPreferenceLabels,
  studyPreferenceMessages,
  workLabels,
  workMessages,
  type ProfileTab,
} from '@studyatlas/core';
import { chromiumAvailable } from './support/browser.js';
import { png } from './support/png.js';
import { boxOverflows, pageOverflow } from './support/overflow.js';
import { startPartnerSite } from './support/servers.js';
import { browserSuite, field, text } from './support/suite.js';
import { newIdentity, registeredMember, type TestMember } from './support/members.js';
import { seeSuccess } from './support/notices.js';


/** A small valid one-page PDF (a "scanned" passport). */
function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** dd-MMM-yyyy, as the date fields show a date. */
const shown = (date: Date) => `${String(date.getDate()).padStart(2, '0')}-${MONTHS[date.getMonth()]}-${date.getFullYear()}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

const combo = (scope: Page | Locator, label: string) => scope.getByRole('combobox', { name: label, exact: true });

/** Chooses the first real option (after the placeholder) once the list has loaded; resolves with its label. */
async function chooseFirst(select: Locator): Promise<string> {
  await select.locator('option:nth-child(2)').waitFor({ state: 'attached' });
  await expect.poll(() => select.isEnabled()).toBe(true);
  const label = (await select.locator('option:nth-child(2)').textContent())!;
  await select.selectOption({ label });
  return label;
}

/** The Success notice with `message` (a status message since issue 24), dismissed. */
const successPopup = seeSuccess;

async function signInOnLoginPage(page: Page, member: TestMember): Promise<void> {
  await field(page, loginMessages.loginIdLabel).fill(member.email);
  await field(page, loginMessages.passwordLabel).fill(member.password);
  await page.getByRole('main').getByRole('button', { name: messages.signInAction, exact: true }).click();
}

const tab = (scope: Page | Locator, id: ProfileTab) => scope.getByRole('tab', { name: profileLabels.tabs[id], exact: true });

/** What the journey entered, to find again after the reload and on the partner page. */
interface Entered {
  title: string;
  state: string;
  city: string;
  destinations: [string, string];
  qualification: string;
  job: string;
  passportTitle: string;
  visaTitle: string;
  dependant: string;
}

describe.skipIf(!chromiumAvailable())("a member's profile in Chromium", () => {
  const suite = browserSuite();

  it('a signed-out visitor asking for /profile/education signs in on the login page and lands on it', async () => {
    const me = await registeredMember(suite.portal().url, true, newIdentity('Maya', 'Okafor'));
    const page = await suite.openPage(profileRoute('E'));
    await page.waitForURL('**/login**');
    expect(await page.getByRole('heading', { level: 1, name: profileLabels.profileTitle }).count()).toBe(0);
    await signInOnLoginPage(page, me);
    await page.waitForURL('**/profile/education');
    await page.getByRole('heading', { level: 1, name: profileLabels.profileTitle }).waitFor();
    expect(await tab(page, 'E').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: educationLabels.addQualification, exact: true }).waitFor();
    // The header's link (in its "My account" menu) leads to the profile too.
    await page.getByRole('banner').getByRole('button', { name: portalMessages.accountMenuButton, exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: profileLabels.profileTitle, exact: true }).click();
    await page.waitForURL(/\/profile(\/myDetail)?$/);
    await page.getByRole('form', { name: basicLabels.sectionTitle }).waitFor();
    expect(suite.pageErrors).toEqual([]);
  });

  let member: TestMember;
  let entered: Entered;

  it('a new member fills every tab, sees it all after a reload, and deletes the visa', async () => {
    member = await registeredMember(suite.portal().url, true, newIdentity('Zara', 'Lindqvist'));
    const page = await suite.openPage('/login');
    await signInOnLoginPage(page, member);
    await page.getByRole('button', { name: messages.signOutAction }).first().waitFor();
    await page.goto(`${suite.portal().url}${profileRoute('B')}`);

    // ---- B: required fields, a country → state → city cascade, a cropped photo.
    const basic = page.getByRole('form', { name: basicLabels.sectionTitle });
    await field(basic, basicLabels.firstName).waitFor();
    await expect.poll(() => field(basic, basicLabels.firstName).inputValue()).toBe('Zara');
    const title = await chooseFirst(combo(basic, basicLabels.title));
    await basic.getByRole('radio', { name: basicLabels.genderF, exact: true }).check();
    await field(basic, basicLabels.dateOfBirth).fill('14-Feb-1998');
    const current = {
      country: combo(basic, placeLabels.country),
      state: combo(basic, placeLabels.state),
      city: combo(basic, placeLabels.city),
    };
    expect(await current.state.isDisabled()).toBe(true);
    await current.country.selectOption({ label: 'Australia' });
    const state = await chooseFirst(current.state);
    const city = await chooseFirst(current.city);
    // Another country empties the state and the city; choosing them again.
    await current.country.selectOption({ label: 'Canada' });
    await expect.poll(() => current.state.locator('option:checked').textContent()).toBe(placeLabels.choose);
    expect(await current.city.locator('option:checked').textContent()).toBe(placeLabels.choose);
    await current.country.selectOption({ label: 'Australia' });
    await current.state.selectOption({ label: state });
    await current.city.locator('option', { hasText: city }).first().waitFor({ state: 'attached' });
    await current.city.selectOption({ label: city });
    await field(basic, basicLabels.address).fill('12 Harbour Street');
    await combo(basic, basicLabels.homeCountry).selectOption({ label: 'Australia' });
    await combo(basic, basicLabels.homeState).selectOption({ label: state });
    await combo(basic, basicLabels.homeTown).locator('option', { hasText: city }).first().waitFor({ state: 'attached' });
    await combo(basic, basicLabels.homeTown).selectOption({ label: city });

    // The photo: an 80×40 image, cropped square in the dialog, then saved.
    await page.getByLabel(basicLabels.photoChoose, { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(80, 40, [200, 60, 40]) });
    const crop = page.getByRole('dialog', { name: basicLabels.cropTitle });
    await crop.getByRole('slider', { name: basicLabels.cropZoom }).waitFor();
    await crop.getByRole('button', { name: basicLabels.cropSave, exact: true }).click();
    await successPopup(page, basicLabels.photoSaved);
    await crop.waitFor({ state: 'hidden' });

    await basic.getByRole('button', { name: basicLabels.save, exact: true }).click();
    await successPopup(page, basicMessages.basicSaved);

    // ---- S: destinations (the first is the preferred one; choosing another moves the flag), a level, a major-minor.
    await tab(page, 'S').click();
    await page.waitForURL('**/profile/studyPref');
    const study = page.locator('.sa-study');
    const destinations = page.getByRole('region', { name: studyPreferenceLabels.destinations });
    const addDestination = async (country: string) => {
      await destinations.getByRole('button', { name: studyPreferenceLabels.addDestination, exact: true }).click();
      await combo(destinations, studyPreferenceLabels.country).selectOption({ label: country });
      await destinations.getByRole('button', { name: studyPreferenceLabels.add, exact: true }).click();
    };
    const preferredRadio = (name: string) => destinations.getByRole('radio', { name: format(studyPreferenceLabels.preferredDestination, { name }), exact: true });
    await addDestination('Australia');
    expect(await preferredRadio('Australia').isChecked()).toBe(true);
    await addDestination('Canada');
    expect(await preferredRadio('Australia').isChecked()).toBe(true);
    expect(await preferredRadio('Canada').isChecked()).toBe(false);
    await preferredRadio('Canada').check();
    expect(await preferredRadio('Australia').isChecked()).toBe(false);
    // Saving without a study level and a major-minor is refused with the specification's words.
    await page.locator('.sa-study-footer').getByRole('button', { name: studyPreferenceLabels.save, exact: true }).click();
    await text(page.getByRole('region', { name: studyPreferenceLabels.studyLevels }), studyPreferenceMessages.studyPrefLevelRequired).waitFor();
    await text(page.getByRole('region', { name: studyPreferenceLabels.majorMinors }), studyPreferenceMessages.studyPrefMajorMinorRequired).waitFor();
    const levels = page.getByRole('region', { name: studyPreferenceLabels.studyLevels });
    await levels.getByRole('button', { name: studyPreferenceLabels.addStudyLevel, exact: true }).click();
    await chooseFirst(combo(levels, studyPreferenceLabels.awardGroup));
    await chooseFirst(combo(levels, studyPreferenceLabels.awardLevel));
    await levels.getByRole('button', { name: studyPreferenceLabels.add, exact: true }).click();
    const majors = page.getByRole('region', { name: studyPreferenceLabels.majorMinors });
    await majors.getByRole('button', { name: studyPreferenceLabels.addMajorMinor, exact: true }).click();
    await chooseFirst(combo(majors, studyPreferenceLabels.major));
    await chooseFirst(combo(majors, studyPreferenceLabels.minor));
    await majors.getByRole('button', { name: studyPreferenceLabels.add, exact: true }).click();
    await page.locator('.sa-study-footer').getByRole('button', { name: studyPreferenceLabels.save, exact: true }).click();
    await text(study, studyPreferenceMessages.studyPrefSaved).waitFor();

    // ---- E: a qualification, then IELTS refused at 7.3 and accepted at 7.5.
    await tab(page, 'E').click();
    await page.waitForURL('**/profile/education');
    await page.getByRole('button', { name: educationLabels.addQualification, exact: true }).click();
    const qualificationDialog = page.getByRole('dialog', { name: educationLabels.addQualification });
    await combo(qualificationDialog, educationLabels.country).selectOption({ label: 'India' });
    const qualification = 'Bachelor of Science in Physics';
    await field(qualificationDialog, educationLabels.qualification).fill(qualification);
    await chooseFirst(combo(qualificationDialog, educationLabels.level));
    await chooseFirst(combo(qualificationDialog, educationLabels.language));
    await field(qualificationDialog, educationLabels.institutionTyped).fill('Mumbai Science College');
    await field(qualificationDialog, educationLabels.dateFrom).fill('01-Jul-2016');
    await field(qualificationDialog, educationLabels.dateTo).fill('30-Jun-2019');
    await qualificationDialog.getByRole('button', { name: educationLabels.save, exact: true }).click();
    await successPopup(page, educationMessages.dataSaved);
    await qualificationDialog.waitFor({ state: 'hidden' });
    await page.getByRole('list', { name: educationLabels.qualificationsTitle }).getByText(qualification, { exact: true }).waitFor();

    await page.getByRole('button', { name: educationLabels.addEnglish, exact: true }).click();
    const english = page.getByRole('dialog', { name: educationLabels.addEnglish });
    await combo(english, educationLabels.test).selectOption({ label: 'IELTS Academic' });
    const modules = ['Listening', 'Reading', 'Writing', 'Speaking', 'Overall'];
    await field(english, 'Listening').waitFor();
    for (const name of modules) await field(english, name).fill('7.5');
    await field(english, 'Writing').fill('7.3');
    await field(english, educationLabels.testDate).fill(shown(inDays(-60)));
    await field(english, educationLabels.reportNo).fill('24AU001234LIN');
    await combo(english, placeLabels.country).selectOption({ label: 'Australia' });
    await combo(english, placeLabels.state).selectOption({ label: state });
    await combo(english, placeLabels.city).locator('option', { hasText: city }).first().waitFor({ state: 'attached' });
    await combo(english, placeLabels.city).selectOption({ label: city });
    await english.getByRole('button', { name: educationLabels.save, exact: true }).click();
    await text(english, format(educationMessages.scoreMultiplier, { n: 0.5 })).first().waitFor();
    expect(format(educationMessages.scoreMultiplier, { n: 0.5 })).toBe('Please enter all the scores in valid multipliers of 0.5');
    await field(english, 'Writing').fill('7.5');
    await english.getByRole('button', { name: educationLabels.save, exact: true }).click();
    await successPopup(page, educationMessages.dataSaved);
    await english.waitFor({ state: 'hidden' });
    const englishRows = page.getByRole('list', { name: educationLabels.englishTitle });
    await englishRows.getByText('IELTS Academic', { exact: true }).waitFor();

    // ---- W: a job starting in the future is refused, then a valid one.
    await tab(page, 'W').click();
    await page.waitForURL('**/profile/workexperience');
    await page.getByRole('button', { name: workLabels.add, exact: true }).click();
    const work = page.getByRole('dialog', { name: workLabels.add });
    const job = 'Laboratory assistant';
    await field(work, workLabels.employer).fill('Coastal Research Labs');
    await field(work, workLabels.position).fill(job);
    await field(work, workLabels.reportTo).fill('Dr Rao');
    await field(work, workLabels.startDate).fill(shown(inDays(40)));
    await work.getByRole('checkbox', { name: workLabels.current, exact: true }).check();
    await field(work, workLabels.contactName).fill('Priya Rao');
    await combo(work, placeLabels.country).selectOption({ label: 'Australia' });
    await combo(work, placeLabels.state).selectOption({ label: state });
    await combo(work, placeLabels.city).locator('option', { hasText: city }).first().waitFor({ state: 'attached' });
    await combo(work, placeLabels.city).selectOption({ label: city });
    await field(work, workLabels.postcode).fill('2000');
    await field(work, workLabels.address1).fill('1 Lab Road');
    await work.getByRole('button', { name: workLabels.save, exact: true }).click();
    await text(work, workMessages.workStartFuture).waitFor();
    expect(workMessages.workStartFuture).toBe('Start Date should be less then current Date');
    await field(work, workLabels.startDate).fill('01-Aug-2019');
    await work.getByRole('button', { name: workLabels.save, exact: true }).click();
    await successPopup(page, workMessages.workSaved);
    await work.waitFor({ state: 'hidden' });
    await page.getByRole('list', { name: workLabels.sectionTitle }).getByText(job, { exact: true }).waitFor();

    // ---- P: a passport with a scanned PDF, a visa refused then saved, a dependant.
    await tab(page, 'P').click();
    await page.waitForURL('**/profile/passport');
    await page.getByRole('button', { name: passportLabels.addPassport, exact: true }).click();
    const passport = page.getByRole('dialog', { name: passportLabels.addPassport });
    await combo(passport, passportLabels.issuingCountry).selectOption({ label: 'India' });
    await passport.getByRole('radio', { name: passportLabels.passportTypeP, exact: true }).check();
    await field(passport, passportLabels.passportNumber).fill('Z1234567');
    await field(passport, passportLabels.issueDate).fill('10-Jan-2020');
    await field(passport, passportLabels.expiryDate).fill('09-Jan-2030');
    await passport.getByLabel(recordDocumentLabels.document, { exact: true }).setInputFiles({ name: 'passport-scan.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await text(passport, format(recordDocumentLabels.attached, { name: 'passport-scan.pdf' })).waitFor();
    await chooseFirst(combo(passport, recordDocumentLabels.documentType));
    await passport.getByRole('button', { name: passportLabels.save, exact: true }).click();
    await successPopup(page, passportMessages.saved);
    await passport.waitFor({ state: 'hidden' });
    const passportTitle = `India – ${passportLabels.passportTypeP} Z1234567`;
    const passports = page.getByRole('region', { name: passportLabels.passportsTitle });
    await text(passports, passportTitle).waitFor();
    await text(passports, 'passport-scan.pdf').waitFor();

    await page.getByRole('button', { name: passportLabels.addVisa, exact: true }).click();
    const visa = page.getByRole('dialog', { name: passportLabels.addVisa });
    await combo(visa, passportLabels.country).selectOption({ label: 'Australia' });
    await field(visa, passportLabels.visaNumber).fill('VG500123');
    await combo(visa, passportLabels.visaType).selectOption({ label: passportLabels.visaTypeST });
    await field(visa, passportLabels.visaSubClass).fill('500');
    await field(visa, passportLabels.grantDate).fill('01-Feb-2024');
    await field(visa, passportLabels.expiryDate).fill('01-Jan-2024');
    await visa.getByRole('button', { name: passportLabels.save, exact: true }).click();
    await text(visa, passportMessages.visaExpiryBeforeGrant).waitFor();
    expect(passportMessages.visaExpiryBeforeGrant).toBe('Visa Expiry Date should be greater than Grant Date');
    await field(visa, passportLabels.expiryDate).fill('01-Feb-2028');
    await visa.getByRole('button', { name: passportLabels.save, exact: true }).click();
    await successPopup(page, passportMessages.saved);
    await visa.waitFor({ state: 'hidden' });
    const visaTitle = 'Australia – VG500123';
    const visas = page.getByRole('region', { name: passportLabels.visasTitle });
    await text(visas, visaTitle).waitFor();

    await page.getByRole('button', { name: passportLabels.addDependant, exact: true }).click();
    const dependantDialog = page.getByRole('dialog', { name: passportLabels.addDependant });
    await combo(dependantDialog, passportLabels.relation).selectOption({ label: passportLabels.relationChild });
    await combo(dependantDialog, passportLabels.title).selectOption({ label: 'Miss' });
    await field(dependantDialog, passportLabels.firstName).fill('Ela');
    await field(dependantDialog, passportLabels.lastName).fill('Lindqvist');
    await field(dependantDialog, passportLabels.dob).fill('03-Mar-2019');
    await combo(dependantDialog, passportLabels.gender).selectOption({ label: passportLabels.genderF });
    await combo(dependantDialog, passportLabels.birthCountry).selectOption({ label: 'India' });
    await dependantDialog.getByRole('button', { name: passportLabels.save, exact: true }).click();
    await successPopup(page, passportMessages.saved);
    await dependantDialog.waitFor({ state: 'hidden' });
    const dependant = 'Miss Ela Lindqvist';
    await text(page.getByRole('region', { name: passportLabels.dependantsTitle }), dependant).waitFor();

    entered = { title, state, city, destinations: ['Australia', 'Canada'], qualification, job, passportTitle, visaTitle, dependant };

    // ---- A reload: every tab shows what was saved.
    await page.reload();
    await seesEverything(page, entered);

    // ---- Delete the visa (it asks first); the passport and the dependant stay.
    await tab(page, 'P').click();
    await page.getByRole('button', { name: `${passportLabels.delete} ${visaTitle}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: passportLabels.confirmDelete });
    await text(confirm, visaTitle).waitFor();
    await confirm.getByRole('button', { name: passportLabels.delete, exact: true }).click();
    await successPopup(page, passportMessages.deleted);
    await text(page.getByRole('region', { name: passportLabels.visasTitle }), passportLabels.noVisas).waitFor();
    await page.reload();
    await text(page.getByRole('region', { name: passportLabels.visasTitle }), passportLabels.noVisas).waitFor();
    await text(page.getByRole('region', { name: passportLabels.passportsTitle }), passportTitle).waitFor();
    await text(page.getByRole('region', { name: passportLabels.dependantsTitle }), dependant).waitFor();
    expect(suite.pageErrors).toEqual([]);
  });

  let partner: { url: string; close(): Promise<void> } | undefined;
  afterAll(() => partner?.close());

  it('on the partner page, signing in with <sa-login> fills <sa-profile> with the same member\'s profile', async () => {
    expect(entered, 'the journey above fills the profile first').toBeDefined();
    partner = await startPartnerSite(suite.portal().url);
    const page = await suite.openPage();
    await page.goto(partner.url);
    const login = page.locator('sa-login');
    await login.getByRole('textbox', { name: loginMessages.loginIdLabel, exact: true }).waitFor();
    // Anonymous: the page has no profile yet (and no second widget asking to sign in).
    expect(await page.locator('sa-profile').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await login.getByRole('textbox', { name: loginMessages.loginIdLabel, exact: true }).fill(member.email);
    await login.getByRole('textbox', { name: loginMessages.passwordLabel, exact: true }).fill(member.password);
    await login.getByRole('button', { name: messages.signInAction, exact: true }).click();
    await login.getByText(format(authMessages.signedInAs, { name: 'Zara Lindqvist' }), { exact: true }).waitFor();

    // <sa-profile> (its shadow DOM): the basic details of this member…
    const widget = page.locator('sa-profile');
    await widget.getByRole('heading', { name: profileLabels.profileTitle, level: 3 }).waitFor();
    const basic = widget.getByRole('form', { name: basicLabels.sectionTitle });
    await expect.poll(() => field(basic, basicLabels.firstName).inputValue()).toBe('Zara');
    expect(await field(basic, basicLabels.surname).inputValue()).toBe('Lindqvist');
    expect(await field(basic, basicLabels.dateOfBirth).inputValue()).toBe('14-Feb-1998');
    await expect.poll(() => combo(basic, placeLabels.city).locator('option:checked').textContent()).toBe(entered.city);
    await text(widget, format(basicLabels.destinationCurrent, { name: entered.destinations[1] })).waitFor();
    // …and the passport row, inside the widget: the page's URL stays.
    await tab(widget, 'P').click();
    const passports = widget.getByRole('region', { name: passportLabels.passportsTitle });
    await text(passports, entered.passportTitle).waitFor();
    await text(passports, 'passport-scan.pdf').waitFor();
    await text(widget.getByRole('region', { name: passportLabels.dependantsTitle }), entered.dependant).waitFor();
    await text(widget.getByRole('region', { name: passportLabels.visasTitle }), passportLabels.noVisas).waitFor();
    // The widget's headings follow its heading-level (3): each section's titles sit below "My profile".
    await widget.getByRole('heading', { name: passportLabels.passportsTitle, level: 4 }).waitFor();
    await tab(widget, 'E').click();
    await widget.getByRole('heading', { name: educationLabels.sectionTitle, level: 4 }).waitFor();
    await widget.getByRole('heading', { name: educationLabels.qualificationsTitle, level: 5 }).waitFor();
    await widget.getByRole('list', { name: educationLabels.qualificationsTitle }).getByText(entered.qualification, { exact: true }).waitFor();
    await tab(widget, 'W').click();
    await widget.getByRole('heading', { name: workLabels.sectionTitle, level: 4 }).waitFor();
    await widget.getByRole('list', { name: workLabels.sectionTitle }).getByText(entered.job, { exact: true }).waitFor();
    expect(page.url()).toBe(partner.url);

    // Still signed in on the next visit: the profile is there at once; signing out removes it.
    await page.reload();
    await widget.getByRole('form', { name: basicLabels.sectionTitle }).waitFor();
    await login.getByRole('button', { name: messages.signOutAction }).click();
    await widget.waitFor({ state: 'detached' });
    expect(suite.pageErrors).toEqual([]);
  });

  it('every tab of the filled profile fits at 320 px and 1280 px without sideways scroll', async () => {
    expect(entered, 'the journey above fills the profile first').toBeDefined();
    const page = await suite.openPage('/login');
    await signInOnLoginPage(page, member);
    await page.getByRole('button', { name: messages.signOutAction }).first().waitFor();
    const failures: string[] = [];
    for (const id of ['B', 'S', 'E', 'W', 'P'] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${suite.portal().url}${profileRoute(id)}`);
      const ready = { B: basicLabels.save, S: studyPreferenceLabels.save, E: educationLabels.addQualification, W: workLabels.add, P: passportLabels.addPassport }[id];
      await page.getByRole('main').getByRole('button', { name: ready, exact: true }).first().waitFor();
      await page.waitForFunction(() => !document.querySelector('.sa-loader, [aria-busy="true"]:not(button)'));
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const overflow = await pageOverflow(page);
        if (overflow) failures.push(`${profileRoute(id)} @ ${width}: ${overflow}`);
        for (const o of await boxOverflows(page, '.sa-profile, .sa-edu-row, .sa-passport-row, .sa-study-row, .portal-header')) {
          failures.push(`${profileRoute(id)} @ ${width}: ${o.box} ⟶ ${o.child} (${o.by} px)`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  /** Every tab of a freshly loaded profile holds what the journey saved (the visa included). */
  async function seesEverything(page: Page, e: Entered): Promise<void> {
    await tab(page, 'B').click();
    const basic = page.getByRole('form', { name: basicLabels.sectionTitle });
    await expect.poll(() => combo(basic, basicLabels.title).locator('option:checked').textContent()).toBe(e.title);
    expect(await field(basic, basicLabels.dateOfBirth).inputValue()).toBe('14-Feb-1998');
    expect(await basic.getByRole('radio', { name: basicLabels.genderF, exact: true }).isChecked()).toBe(true);
    await expect.poll(() => combo(basic, placeLabels.city).locator('option:checked').textContent()).toBe(e.city);
    expect(await combo(basic, placeLabels.state).locator('option:checked').textContent()).toBe(e.state);
    expect(await combo(basic, placeLabels.country).locator('option:checked').textContent()).toBe('Australia');
    expect(await field(basic, basicLabels.address).inputValue()).toBe('12 Harbour Street');
    await expect.poll(() => combo(basic, basicLabels.homeTown).locator('option:checked').textContent()).toBe(e.city);
    // The cropped photo: square, from the server.
    await page.waitForFunction(
      (alt) => {
        const img = [...document.querySelectorAll('img')].find((i) => i.alt === alt) as HTMLImageElement | undefined;
        return !!img && img.complete && img.naturalWidth === 40 && img.naturalHeight === 40;
      },
      basicLabels.photoAlt,
    );
    await text(page, format(basicLabels.destinationCurrent, { name: e.destinations[1] })).waitFor();

    await tab(page, 'S').click();
    const destinations = page.getByRole('region', { name: studyPreferenceLabels.destinations });
    const radio = (name: string) => destinations.getByRole('radio', { name: format(studyPreferenceLabels.preferredDestination, { name }), exact: true });
    await radio(e.destinations[1]).waitFor();
    expect(await radio(e.destinations[1]).isChecked()).toBe(true);
    expect(await radio(e.destinations[0]).isChecked()).toBe(false);

    await tab(page, 'E').click();
    await page.getByRole('list', { name: educationLabels.qualificationsTitle }).getByText(e.qualification, { exact: true }).waitFor();
    const scores = page.getByRole('list', { name: educationLabels.englishTitle }).getByRole('list', { name: educationLabels.scores });
    expect((await scores.getByRole('listitem').allTextContents()).sort()).toEqual(
      ['Listening', 'Reading', 'Writing', 'Speaking', 'Overall'].map((m) => `${m}: 7.5`).sort(),
    );

    await tab(page, 'W').click();
    await page.getByRole('list', { name: workLabels.sectionTitle }).getByText(e.job, { exact: true }).waitFor();
    await text(page.getByRole('list', { name: workLabels.sectionTitle }), `01-Aug-2019 – ${workLabels.present}`).waitFor();

    await tab(page, 'P').click();
    await text(page.getByRole('region', { name: passportLabels.passportsTitle }), e.passportTitle).waitFor();
    await text(page.getByRole('region', { name: passportLabels.passportsTitle }), 'passport-scan.pdf').waitFor();
    await text(page.getByRole('region', { name: passportLabels.visasTitle }), e.visaTitle).waitFor();
    await text(page.getByRole('region', { name: passportLabels.dependantsTitle }), e.dependant).waitFor();
  }
});
