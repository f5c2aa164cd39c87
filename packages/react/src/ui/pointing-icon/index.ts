export { PointingIcon, type PointingIconProps } from './pointing-icon.js';
