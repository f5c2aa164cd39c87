import type { Mailer } from '../mail/mailer.js';
import type { Metrics } from './metrics.js';

/** The mailer, counting each mail sent or failed (studyatlas_mails_sent_total, studyatlas_mails_failed_total); as it is with METRICS=off. */
export function countingMailer(mailer: Mailer, metrics: Pick<Metrics, 'mailSent' | 'mailFailed'> | undefined): Mailer {
  if (!metrics) return mailer;
  return {
    transport: mailer.transport,
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        metrics.mailFailed();
        throw error;
      }
      metrics.mailSent();
    },
  };
}
