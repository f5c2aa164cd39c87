export { MyApplications, type MyApplicationsProps } from './my-applications.js';
export { useMyApplications, type MyApplicationsController, type PendingAction } from './use-my-applications.js';
export { applicationsCss } from './applications.css.js';
export { applicationsStyles } from './styles.js';
