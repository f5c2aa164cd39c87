/** The profile page's message notice setting (the messaging area's), loaded with the profile's route. */
export { MessageNotices } from '@studyatlas/react';
