export { Tabs, type TabsProps } from './tabs.js';
export { tabsCss } from './tabs.css.js';
