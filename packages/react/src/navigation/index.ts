export * from './navigation.js';
export * from './link.js';
export * from './detail-back.js';
export * from './backspace.js';
export * from './auth-route.js';
export * from './routes/index.js';
export * from './current-route.js';
