/**
 * The study cities the demo places institutions and agents in: [state code, registry name, shown as].
 * Matched against the registry by country, state and name (several names repeat across states);
 * an entry missing from the registry is skipped.
 */
export type CityEntry = readonly [state: string, name: string, display?: string];

export const DESTINATION_CITIES: Readonly<Record<string, readonly CityEntry[]>> = {
  AU: [
    ['NSW', 'Sydney'], ['VIC', 'Melbourne'], ['QLD', 'Brisbane'], ['WA', 'Perth'], ['SA', 'Adelaide'], ['ACT', 'Canberra'],
    ['TAS', 'Hobart'], ['NT', 'Darwin'], ['QLD', 'Gold Coast'], ['NSW', 'Newcastle'], ['NSW', 'Wollongong'], ['VIC', 'Geelong'],
    ['QLD', 'Townsville'], ['QLD', 'Cairns'], ['QLD', 'Toowoomba'], ['VIC', 'Ballarat'], ['TAS', 'Launceston'], ['QLD', 'Sunshine Coast'],
  ],
  GB: [
    ['WSM', 'London'], ['SKP', 'Manchester'], ['BIR', 'Birmingham'], ['EDH', 'Edinburgh'], ['GLG', 'Glasgow'], ['LDS', 'Leeds'],
    ['LIV', 'Liverpool'], ['BST', 'Bristol'], ['SHF', 'Sheffield'], ['NGM', 'Nottingham'], ['CRF', 'Cardiff'], ['BFS', 'Belfast'],
    ['OXF', 'Oxford'], ['CAM', 'Cambridge'], ['NET', 'Newcastle upon Tyne'], ['STH', 'Southampton'], ['LCE', 'Leicester'],
    ['COV', 'Coventry'], ['ABE', 'Aberdeen'], ['DND', 'Dundee'], ['YOR', 'York'], ['BAS', 'Bath'], ['BNH', 'Brighton'],
    ['DEV', 'Exeter'], ['SWA', 'Swansea'], ['LAN', 'Lancaster'], ['DUR', 'Durham'], ['RDG', 'Reading'], ['NFK', 'Norwich'], ['PLY', 'Plymouth'],
  ],
  US: [
    ['NY', 'New York City', 'New York'], ['CA', 'Los Angeles'], ['IL', 'Chicago'], ['MA', 'Boston'], ['CA', 'San Francisco'],
    ['WA', 'Seattle'], ['TX', 'Houston'], ['TX', 'Austin'], ['PA', 'Philadelphia'], ['DC', 'Washington D.C.', 'Washington'],
    ['GA', 'Atlanta'], ['FL', 'Miami'], ['CO', 'Denver'], ['CA', 'San Diego'], ['PA', 'Pittsburgh'], ['MI', 'Ann Arbor'],
    ['MN', 'Minneapolis'], ['AZ', 'Phoenix'], ['OR', 'Portland'], ['MD', 'Baltimore'], ['TN', 'Nashville'], ['OH', 'Columbus'],
    ['WI', 'Madison'], ['CA', 'Berkeley'], ['CT', 'New Haven'], ['UT', 'Salt Lake City'], ['TX', 'Dallas'],
  ],
  CA: [
    ['ON', 'Toronto'], ['BC', 'Vancouver'], ['QC', 'Montréal'], ['ON', 'Ottawa'], ['AB', 'Calgary'], ['AB', 'Edmonton'],
    ['MB', 'Winnipeg'], ['NS', 'Halifax'], ['QC', 'Québec', 'Quebec City'], ['BC', 'Victoria'], ['ON', 'Hamilton'],
    ['ON', 'Waterloo'], ['ON', 'Kingston'], ['SK', 'Saskatoon'], ['SK', 'Regina'],
  ],
  NZ: [
    ['AUK', 'Auckland'], ['WGN', 'Wellington'], ['CAN', 'Christchurch'], ['OTA', 'Dunedin'], ['WKO', 'Hamilton'],
    ['MWT', 'Palmerston North'], ['BOP', 'Tauranga'], ['NSN', 'Nelson'],
  ],
  IE: [['L', 'Dublin'], ['M', 'Cork'], ['C', 'Galway City', 'Galway'], ['M', 'Limerick'], ['M', 'Waterford'], ['L', 'Maynooth']],
  DE: [
    ['BE', 'Berlin'], ['BY', 'Munich'], ['HH', 'Hamburg'], ['HE', 'Frankfurt am Main', 'Frankfurt'], ['NW', 'Köln', 'Cologne'],
    ['BW', 'Heidelberg'], ['BW', 'Stuttgart'], ['SN', 'Dresden'], ['SN', 'Leipzig'], ['NW', 'Aachen'], ['NW', 'Bonn'],
    ['BW', 'Freiburg'], ['NI', 'Göttingen'], ['NW', 'Münster'],
  ],
  FR: [
    ['75C', 'Paris'], ['69', 'Lyon'], ['13', 'Marseille'], ['31', 'Toulouse'], ['33', 'Bordeaux'], ['59', 'Lille'],
    ['44', 'Nantes'], ['67', 'Strasbourg'], ['34', 'Montpellier'], ['38', 'Grenoble'], ['06', 'Nice'], ['35', 'Rennes'],
  ],
  NL: [
    ['NH', 'Amsterdam'], ['ZH', 'Rotterdam'], ['UT', 'Utrecht'], ['ZH', 'Leiden'], ['GR', 'Groningen'], ['NB', 'Eindhoven'],
    ['ZH', 'Delft'], ['LI', 'Maastricht'], ['ZH', 'The Hague'], ['GE', 'Nijmegen'], ['NB', 'Tilburg'],
  ],
};

/** Where students come from: agents have offices here (and in the destinations). */
export const SOURCE_CITIES: Readonly<Record<string, readonly CityEntry[]>> = {
  IN: [
    ['DL', 'New Delhi'], ['MH', 'Mumbai'], ['KA', 'Bengaluru'], ['TN', 'Chennai'], ['TG', 'Hyderabad'], ['WB', 'Kolkata'],
    ['MH', 'Pune'], ['GJ', 'Ahmedabad'], ['CH', 'Chandigarh'], ['KL', 'Cochin', 'Kochi'], ['RJ', 'Jaipur'], ['UP', 'Lucknow'],
  ],
  CN: [
    ['BJ', 'Beijing'], ['GD', 'Guangzhou'], ['GD', 'Shenzhen'], ['SC', 'Chengdu'], ['ZJ', 'Hangzhou'], ['HB', 'Wuhan'],
    ['JS', 'NanJing', 'Nanjing'], ['SN', "Xi'an"],
  ],
  NP: [['P3', 'Kathmandu'], ['P3', 'Lalitpur'], ['P3', 'Bhaktapur']],
};

/** How often each destination hosts an institution (relative weights). */
export const DESTINATION_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['AU', 25], ['GB', 20], ['US', 20], ['CA', 12], ['NZ', 5], ['IE', 5], ['DE', 5], ['FR', 4], ['NL', 4],
];

/** Where agents are based (relative weights). */
export const AGENT_COUNTRY_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['IN', 30], ['CN', 20], ['NP', 20], ['AU', 10], ['GB', 8], ['US', 5], ['CA', 5], ['NZ', 2],
];

/** Tuition price level per destination relative to Australia (in the local currency). */
export const PRICE_LEVEL: Readonly<Record<string, number>> = {
  AU: 1, NZ: 0.95, GB: 0.55, US: 0.9, CA: 0.85, IE: 0.6, DE: 0.25, FR: 0.3, NL: 0.45, IN: 0.2, CN: 0.5, NP: 0.1,
};

/** Months (1–12) courses usually start in, per destination. */
export const INTAKE_MONTHS: Readonly<Record<string, readonly number[]>> = {
  AU: [2, 7, 11], NZ: [2, 7], GB: [9, 1], IE: [9, 1], US: [8, 1, 5], CA: [9, 1, 5], DE: [10, 4], FR: [9, 2], NL: [9, 2],
};
