import { describe, expect, it } from 'vitest';
import { emptyBasicDetail, validateBasicDetail, validateProfileImageFile, type BasicDetailValues } from './profile-basic.js';

const today = new Date(2026, 2, 2);

function complete(): BasicDetailValues {
  const v = emptyBasicDetail();
  v.basic = { ...v.basic, title: 'Ms', firstName: 'Ana', surname: 'Silva', gender: 'F', dateOfBirth: '2000-05-17' };
  v.email = { email: 'ana@example.org', publish: true };
  v.contact.current = { countryFk: 1, stateFk: 2, cityFk: 3, address: '1 Main St', postcode: '3000' };
  v.family = { homeCountryFk: 1, homeStateFk: 2, homeCityFk: 3 };
  return v;
}

describe('basic details rule (member §5 "About me / basic profile")', () => {
  it('accepts a complete profile', () => {
    expect(validateBasicDetail(complete(), today)).toEqual({});
  });

  it("says 'Required' for every required field of an empty form, 'Email required' for the e-mail", () => {
    expect(validateBasicDetail(emptyBasicDetail(), today)).toEqual({
      'basic.title': 'Required',
      'basic.firstName': 'Required',
      'basic.surname': 'Required',
      'basic.gender': 'Required',
      'basic.dateOfBirth': 'Required',
      'email.email': 'Email required',
      'contact.current.countryFk': 'Required',
      'contact.current.stateFk': 'Required',
      'contact.current.cityFk': 'Required',
      'family.homeCountryFk': 'Required',
      'family.homeStateFk': 'Required',
      'family.homeCityFk': 'Required',
    });
  });

  it('dates of birth: not after today, not before 1900, a real date', () => {
    const dob = (value: string) => {
      const v = complete();
      v.basic.dateOfBirth = value;
      return validateBasicDetail(v, today)['basic.dateOfBirth'];
    };
    expect(dob('2026-03-03')).toBe('Dob should be less than current date');
    expect(dob('2026-03-02')).toBeUndefined();
    expect(dob('1899-12-31')).toBe('Dob should be greater than the year 1900');
    expect(dob('1900-01-01')).toBeUndefined();
    expect(dob('2001-02-29')).toBe('Invalid Date');
    expect(dob('17-05-2000')).toBe('Invalid Date');
  });

  it("e-mail pattern: 'Invalid email'", () => {
    const v = complete();
    v.email.email = 'ana@example';
    expect(validateBasicDetail(v, today)).toEqual({ 'email.email': 'Invalid email' });
  });

  it('postal address required unless same-as-above', () => {
    const v = complete();
    v.contact.postalSameAsCurrent = false;
    expect(validateBasicDetail(v, today)).toEqual({
      'contact.postal.countryFk': 'Required',
      'contact.postal.stateFk': 'Required',
      'contact.postal.cityFk': 'Required',
      'contact.postal.address': 'Required',
    });
    v.contact.postal = { countryFk: 4, stateFk: 5, cityFk: 6, address: 'PO Box 1', postcode: '' };
    expect(validateBasicDetail(v, today)).toEqual({});
  });

  it('currently studying needs the institution country and an institution chosen or typed', () => {
    const v = complete();
    v.basic.currentStudy = true;
    expect(validateBasicDetail(v, today)).toEqual({ 'basic.institutionCountryFk': 'Required', 'basic.institutionName': 'Required' });
    v.basic.institutionCountryFk = 1;
    v.basic.institutionFk = 9;
    expect(validateBasicDetail(v, today)).toEqual({});
    v.basic.institutionFk = 0;
    v.basic.institutionName = 'Open University';
    expect(validateBasicDetail(v, today)).toEqual({});
  });

  it('refuses unknown titles and genders, junk phone numbers and over-long text', () => {
    const v = complete();
    v.basic.title = 'Lord';
    v.basic.gender = 'X';
    v.contact.mobile = '04-12';
    v.contact.countryCode = 'AU';
    v.basic.aboutMe = 'x'.repeat(2001);
    expect(validateBasicDetail(v, today)).toEqual({
      'basic.title': 'Please choose from the list',
      'basic.gender': 'Please choose from the list',
      'contact.mobile': 'Digits only, at most 20',
      'contact.countryCode': 'A dialling code such as +61',
      'basic.aboutMe': 'At most 2000 characters',
    });
  });
});

describe('profile image file (member §5 "Profile image")', () => {
  it("needs a file: 'Please upload image file!'", () => {
    expect(validateProfileImageFile('')).toBe('Please upload image file!');
    expect(validateProfileImageFile(null)).toBe('Please upload image file!');
  });
  it('accepts jpg, jpeg, bmp, png, gif in any case and names the list otherwise', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.bmp', 'd.Png', 'e.gif']) expect(validateProfileImageFile(name)).toBeUndefined();
    expect(validateProfileImageFile('me.webp')).toBe('Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.');
    expect(validateProfileImageFile('photo')).toBe('Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.');
  });
});
