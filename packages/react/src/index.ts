export * from './provider.js';
export * from './navigation/index.js';
export * from './forms/index.js';
export * from './ui/index.js';
export { studyAtlasCss } from './styles/index.js';
export * from './areas/auth/index.js';
