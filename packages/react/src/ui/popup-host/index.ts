export { PopupHost, type PopupHostProps } from './popup-host.js';
export { popupHostCss } from './popup-host.css.js';
