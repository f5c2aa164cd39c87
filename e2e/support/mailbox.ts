interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The newest dev-mailbox mail to an address, waiting briefly for it to arrive. */
export async function latestMailTo(portalUrl: string, to: string): Promise<Mail> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mails = (await (await fetch(`${portalUrl}/dev/mailbox.json`)).json()) as Mail[];
    const mail = mails.find((m) => m.to.toLowerCase() === to.toLowerCase());
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} in the dev mailbox`);
}

/** The first link in a mail's text that contains `fragment`. */
export function linkIn(mail: Mail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link with ${fragment} in "${mail.subject}"`);
  return link;
}

/** The temporary password of a reset mail: the line after the catalogue's introduction. */
export function temporaryPassword(mail: Mail, intro: string): string {
  const lines = mail.text.split('\n');
  const password = lines[lines.indexOf(intro) + 1]?.trim();
  if (!lines.includes(intro) || !password) throw new Error(`No temporary password in "${mail.subject}"`);
  return password;
}
