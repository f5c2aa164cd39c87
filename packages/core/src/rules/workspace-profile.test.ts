import { describe, expect, it } from 'vitest';
import { checkCoordinate, checkEmail, checkPhone, checkWebAddress, readCampus, readOrganisationProfile, validateCampus, validateOrganisationProfile } from './workspace-profile.js';

const profile = { name: 'Harbour University', description: '', webAddress: '', email: '', phone: '' };
const campus = { name: 'City Campus', countryId: 14, state: 'NSW', city: 'Sydney', address: '', postcode: '', phone: '', email: '', headOffice: false, latitude: null, longitude: null };

describe('the organisation profile and campus rules (the importer\'s)', () => {
  it('reads a web address as the importer does: with its scheme, or a bare domain as https', () => {
    expect(checkWebAddress('web_address', 'https://harbour.example/a?b')).toEqual({ value: 'https://harbour.example/a?b' });
    expect(checkWebAddress('web_address', 'www.harbour.example')).toEqual({ value: 'https://www.harbour.example' });
    expect(checkWebAddress('web_address', '//harbour.example/x')).toEqual({ value: 'https://harbour.example/x' });
    expect(checkWebAddress('web_address', '  ')).toEqual({ value: null });
    expect(checkWebAddress('web_address', 'harbour dot edu')).toEqual({ value: null, problem: 'web_address must be a web address such as https://www.example.edu or www.example.edu, got "harbour dot edu"' });
  });

  it('lower-cases an e-mail address, keeps a phone number as written, refuses others with the import column named', () => {
    expect(checkEmail('email', ' Hello@Harbour.Example ')).toEqual({ value: 'hello@harbour.example' });
    expect(checkEmail('email', 'hello')).toEqual({ value: null, problem: 'email "hello" is not an e-mail address' });
    expect(checkPhone('phone', '+61 (2) 5550-0000')).toEqual({ value: '+61 (2) 5550-0000' });
    expect(checkPhone('phone', 'ring us')).toEqual({ value: null, problem: 'phone may hold only digits, spaces, + ( ) - and ., got "ring us"' });
  });

  it('takes coordinates in decimal degrees within their range, as numbers or text', () => {
    expect(checkCoordinate('latitude', -33.8688, 90)).toEqual({ value: -33.8688 });
    expect(checkCoordinate('longitude', '151.2093', 180)).toEqual({ value: 151.2093 });
    expect(checkCoordinate('latitude', '95', 90)).toEqual({ value: null, problem: 'latitude must be a number from -90 to 90, got "95"' });
    expect(checkCoordinate('longitude', '1e2', 180)).toEqual({ value: null, problem: 'longitude must be a number from -180 to 180, got "1e2"' });
  });

  it('asks a profile for its name and checks every contact', () => {
    expect(validateOrganisationProfile(profile)).toEqual({});
    expect(validateOrganisationProfile({ ...profile, name: ' ', email: 'x', webAddress: 'nope' })).toEqual({
      name: 'name is required',
      webAddress: 'web_address must be a web address such as https://www.example.edu or www.example.edu, got "nope"',
      email: 'email "x" is not an e-mail address',
    });
    expect(readOrganisationProfile({ ...profile, webAddress: 'harbour.example', email: 'A@B.example' }).values).toEqual({ name: 'Harbour University', description: '', webAddress: 'https://harbour.example', email: 'a@b.example', phone: null });
  });

  it('asks a campus for its name, country and city, and both coordinates or neither', () => {
    expect(validateCampus(campus)).toEqual({});
    expect(validateCampus({ ...campus, name: '', countryId: '', city: ' ', latitude: '12', longitude: '' })).toEqual({
      name: 'name is required',
      countryId: 'country is required',
      city: 'city is required',
      longitude: 'give both latitude and longitude, or neither (then the city’s coordinates are used)',
    });
    expect(readCampus({ ...campus, latitude: '-34.4278', longitude: 150.8931 }).values.point).toEqual({ latitude: -34.4278, longitude: 150.8931 });
    expect(readCampus(campus).values).toMatchObject({ countryId: 14, state: 'NSW', city: 'Sydney', point: null });
  });
});
