export { allowedTypos, expandWord, lowerBound, type Expansion } from './typo.js';
export { DEFAULT_EQUIVALENCES, defaultEquivalences, Equivalences, loadEquivalences, readEquivalenceFile, type Alternatives, type EquivalenceGroups } from './equivalences.js';
