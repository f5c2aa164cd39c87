export { DigitsInput, LettersInput, type FilteredInputProps } from './filtered-input.js';
