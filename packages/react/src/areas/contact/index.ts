export { ContactUs, ContactUsView, type ContactUsViewProps } from './contact-us.js';
export { useContactUs, type ContactUsController, type ContactUsFormValues } from './use-contact-us.js';
