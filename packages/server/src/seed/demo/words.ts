/** Word lists the demo generator builds names and texts from. */

export const SURNAMES = [
  'Ashford', 'Beaumont', 'Carrington', 'Ellison', 'Fairbanks', 'Granville', 'Hargrave', 'Holloway', 'Kensington', 'Langley',
  'Maxwell', 'Montague', 'Northcott', 'Pemberton', 'Radcliffe', 'Sinclair', 'Thornton', 'Wexford', 'Whitfield', 'Winslow',
  'Abernethy', 'Blackwood', 'Caldwell', 'Davenport', 'Everett', 'Fitzroy', 'Gresham', 'Hastings', 'Iverson', 'Jameson',
  'Kingsley', 'Lockhart', 'Merriweather', 'Newbury', 'Osborne', 'Prescott', 'Quinlan', 'Rutherford', 'Sterling', 'Talbot',
  'Underwood', 'Vance', 'Wakefield', 'Yardley', 'Alder', 'Bramwell', 'Chesterfield', 'Dunmore', 'Emerson', 'Foxley',
] as const;

export const AGENT_WORDS = [
  'Horizon', 'Pinnacle', 'Everest', 'Lotus', 'Summit', 'Bridge', 'Compass', 'Meridian', 'Sapphire', 'Banyan',
  'Himalayan', 'Silk Road', 'Harbour', 'Aurora', 'Northstar', 'Beacon', 'Pathway', 'Crescent', 'Orchid', 'Peacock',
  'Jade', 'Golden Gate', 'Skyline', 'Evergreen', 'Keystone', 'Lighthouse', 'Monsoon', 'Saffron', 'Trident', 'Zenith',
  'Apex', 'Blue Ocean', 'Cedar', 'Dolphin', 'Emerald', 'Falcon', 'Gateway', 'Heritage', 'Indigo', 'Kestrel',
] as const;

export const AGENT_SUFFIXES = [
  'Education Consultants', 'Overseas Education', 'Study Abroad', 'Global Education Services', 'International Education',
  'Education and Visa Services', 'Student Advisers', 'Education Network',
] as const;

export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Aarav', 'Mei', 'Noah', 'Priya', 'Lucas', 'Sofia', 'Ethan', 'Ananya', 'Wei', 'Isla', 'Rohan', 'Chloe',
  'Sanjay', 'Hannah', 'Jack', 'Ling', 'Maya', 'Oscar', 'Sita', 'Daniel', 'Grace', 'Arjun', 'Emily', 'Bikash', 'Lena', 'Tom',
] as const;

export const STREETS = [
  'George', 'King', 'Queen', 'Victoria', 'Station', 'Park', 'Church', 'High', 'Market', 'College', 'University', 'River',
  'Elizabeth', 'William', 'Albert', 'Bridge', 'Mill', 'Garden', 'Harbour', 'Hill', 'Lake', 'Oak', 'Cedar', 'Maple',
] as const;

export const STREET_KINDS = ['Street', 'Road', 'Avenue', 'Lane', 'Boulevard', 'Drive', 'Place', 'Terrace'] as const;

export const CAMPUS_NAMES = ['City', 'North', 'South', 'East', 'West', 'Riverside', 'Parkville', 'Harbourside', 'Central', 'Lakeside'] as const;

export const VENUES = ['Convention Centre', 'Exhibition Hall', 'Grand Hotel', 'Town Hall', 'Conference Centre', 'Marriott Hotel'] as const;

/** Unit names for course structures: each takes the course's field. */
export const UNIT_PATTERNS = [
  'Foundations of {field}', 'Principles of {field}', '{field} in Practice', 'Research Methods', 'Professional Communication',
  'Ethics and Professional Practice', 'Data Analysis for {field}', 'Contemporary Issues in {field}', 'Work-Integrated Learning',
  'Capstone Project', 'Leadership and Teamwork', 'Advanced {field}', 'Global Perspectives on {field}', 'Innovation and Design Thinking',
  'Sustainability in {field}', 'Industry Placement',
] as const;

/** Sentences of course descriptions: {course}, {field}, {institution}, {city}. */
export const COURSE_SENTENCES = [
  'The {course} gives you the knowledge and practical skills employers look for in {field}.',
  'You will learn from academics and industry practitioners at our {city} campus.',
  'Small classes, modern laboratories and close links with industry make this course a strong start to your career.',
  'Graduates work in a wide range of roles in {field}, both locally and internationally.',
  'The course combines lectures, workshops and a major project in which you solve a real problem for an industry partner.',
  'International students receive support with English, academic writing and settling in to life in {city}.',
  'You may be eligible for credit for previous study or relevant work experience.',
  'Professional accreditation means your qualification is recognised by employers and professional bodies.',
  'Flexible timetables let you balance study with part-time work.',
  'In the final year you can choose electives that match your interests, or study a semester abroad with one of our partners.',
  '{institution} has taught {field} for more than twenty years and is known for its supportive learning community.',
] as const;

export const INSTITUTION_SENTENCES = [
  '{institution} welcomes students from more than {n} countries to its campuses in {country}.',
  'Founded in {year}, it is known for teaching that prepares graduates for work.',
  'Students enjoy modern facilities, a lively campus life and support services from arrival to graduation.',
  'Our courses are developed with industry partners and include practical placements.',
  'We offer scholarships for high-achieving international students.',
  '{city} is a safe, friendly and affordable place to study, with excellent public transport.',
  'Research at {institution} addresses real challenges in health, technology and the environment.',
] as const;

export const AGENT_SENTENCES = [
  '{agent} has helped students study abroad since {year}.',
  'Our counsellors guide you through choosing a course, applying and preparing your visa.',
  'We represent institutions in {countries}.',
  'Services are free for students: we help with admission, accommodation and pre-departure briefings.',
  'Visit our office in {city} or book an online consultation.',
] as const;

export const SCHOLARSHIP_NAMES = [
  'International Excellence Scholarship', "Vice-Chancellor's International Scholarship", 'Global Leaders Scholarship',
  'Merit Scholarship', 'Future Leaders Award', 'Regional Study Scholarship', 'Women in STEM Scholarship', 'Early Acceptance Award',
] as const;

export const SCHOLARSHIP_SENTENCES = [
  'The {name} rewards international students with an outstanding academic record.',
  'It reduces tuition fees for the full standard duration of the course, subject to satisfactory progress.',
  'No separate application is needed: eligible students are assessed when they apply for admission.',
  'Applicants must hold an offer for a full-time course starting in the next intake.',
  'Places are limited and awarded in order of merit.',
] as const;

export const INSTITUTION_EVENTS = ['Open Day', 'International Information Session', 'Campus Tour', 'Online Webinar for International Students', 'Postgraduate Information Evening'] as const;
export const AGENT_EVENTS = ['Study Abroad Expo', 'Education Fair', 'Spot Admission Day', 'Scholarship Information Day', 'Visa and Pre-departure Briefing'] as const;

export const EVENT_SENTENCES = [
  'Meet academic staff and current students, and find out about courses, entry requirements and scholarships.',
  'Bring your transcripts: advisers will assess your eligibility on the day.',
  'Registration is required as places are limited.',
  'Light refreshments are provided.',
] as const;
