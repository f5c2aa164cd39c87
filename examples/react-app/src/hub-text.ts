/**
 * Globe Student Hub's own words: the hub is a third-party app, so its UI text is its own (the
 * StudyAtlas components bring theirs from the SDK's catalogue). One small file, as an app would keep it.
 */
export const hubText = {
  name: 'Globe Student Hub',
  footer: 'Globe Student Hub · accounts, applications and messages by StudyAtlas',
  sections: 'Hub sections',
  menu: 'Menu',
  nav: {
    home: 'Home',
    courses: 'Find courses',
    join: 'Join',
    help: 'Account help',
    apply: 'Apply',
    applications: 'My applications',
    messages: 'Messages',
    friends: 'My friends',
    profile: 'Profile',
  },
  /** The unread badge beside "Messages" in the menu ({count}); the button reads "Messages, 3 unread". */
  unread: '{count} unread',
  guest: {
    title: 'Welcome, globetrotter',
    line: 'You are browsing the hub as a guest.',
    intro: 'Meet other international students, find housing near campus and keep your study-abroad account in one place.',
  },
  member: {
    title: 'Welcome back, {name}',
    line: 'Hub member: {name}. Your saved events are waiting.',
    intro: 'Everything for your next semester abroad: your profile, your applications and the people you study with.',
    cards: 'Your study-abroad account',
  },
  events: ['Tue · Language exchange café', 'Thu · Visa paperwork clinic', 'Sat · City walk for newcomers'],
  eventsTitle: 'This week at the hub',
  cards: {
    profile: 'Keep your details, education and passport ready for every application.',
    apply: 'Pick a course from your shortlist and apply without leaving the hub.',
    applications: 'Follow each application from submitted to offer.',
    messages: 'Read what institutions and friends sent you.',
    friends: 'Friend requests, groups and people you may know.',
  },
  apply: {
    title: 'Apply for a course',
    intro: 'The courses you saved are ready to apply for: choose Apply and the application opens right here. Looking for more?',
    browse: 'Search all courses',
  },
  /** The profile's card around the StudyAtlas message notice setting. */
  notices: 'Notifications',
  courses: {
    intro: 'Search courses worldwide; save the ones you like with the heart, or apply straight from a course.',
  },
} as const;
