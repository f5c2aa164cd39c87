export { DateInput, type DateInputDetail, type DateInputProps, type DateInputStatus } from './date-input.js';
