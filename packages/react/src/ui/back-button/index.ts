export { BackButton, type BackButtonProps } from './back-button.js';
