export * from './agents.js';
export * from './courses.js';
export * from './events.js';
export * from './friends.js';
export * from './institutions.js';
export * from './scholarships.js';
export * from './messaging.js';
export * from './workspace.js';
