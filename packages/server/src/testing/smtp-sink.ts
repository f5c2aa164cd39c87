import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** One message as the sink received it: the SMTP envelope and the raw data (dot-stuffing undone). */
export interface SinkMessage {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> — for SMTP_URL / config.smtpUrl. */
  url: string;
  port: number;
  /** Every message accepted, oldest first. */
  messages: SinkMessage[];
  /** Every command line received (across sessions), oldest first. */
  commands: string[];
  close(): Promise<void>;
}

const HOSTNAME = 'smtp-sink.test';

const address = (argument: string): string => /<([^>]*)>/.exec(argument)?.[1] ?? argument.trim();

/**
 * A fake SMTP server on loopback for tests: plain text only (it advertises neither STARTTLS nor AUTH),
 * accepts every sender and recipient and records each message. Speaks just enough SMTP for a client
 * such as nodemailer: 220 greeting, EHLO/HELO, MAIL FROM, RCPT TO, DATA (354, then lines until a
 * lone '.'), RSET, NOOP, QUIT; anything else is 502.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const commands: string[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');

    let buffer = '';
    let from: string | null = null;
    let to: string[] = [];
    let dataLines: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const reset = () => {
      from = null;
      to = [];
      dataLines = null;
    };

    function onDataLine(line: string, lines: string[]): void {
      if (line !== '.') {
        lines.push(line.startsWith('.') ? line.slice(1) : line);
        return;
      }
      messages.push({ from: from ?? '', to, data: lines.length > 0 ? `${lines.join('\r\n')}\r\n` : '' });
      reset();
      reply('250 2.0.0 Ok: queued');
    }

    function onCommand(line: string): void {
      commands.push(line);
      const [verb = '', ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
        case 'HELO':
          reset();
          return void reply(`250 ${HOSTNAME}`);
        case 'MAIL':
          reset();
          from = address(argument.replace(/^FROM:/i, ''));
          return void reply('250 2.1.0 Ok');
        case 'RCPT':
          if (from === null) return void reply('503 5.5.1 Error: need MAIL command');
          to.push(address(argument.replace(/^TO:/i, '')));
          return void reply('250 2.1.5 Ok');
        case 'DATA':
          if (to.length === 0) return void reply('503 5.5.1 Error: need RCPT command');
          dataLines = [];
          return void reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          reset();
          return void reply('250 2.0.0 Ok');
        case 'NOOP':
          return void reply('250 2.0.0 Ok');
        case 'QUIT':
          reply('221 2.0.0 Bye');
          return void socket.end();
        default:
          return void reply('502 5.5.2 Error: command not recognized');
      }
    }

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (dataLines) onDataLine(line, dataLines);
        else onCommand(line);
      }
    });

    reply(`220 ${HOSTNAME} ESMTP test sink`);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    commands,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A received message read back: unfolded headers (lower-case names) and its text and HTML bodies. */
export interface ParsedMail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

function splitHeaders(entity: string): { headers: Record<string, string>; body: string } {
  const split = entity.indexOf('\r\n\r\n');
  const head = split >= 0 ? entity.slice(0, split) : entity;
  const body = split >= 0 ? entity.slice(split + 4) : '';
  const headers: Record<string, string> = {};
  for (const field of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = field.indexOf(':');
    if (colon > 0) headers[field.slice(0, colon).trim().toLowerCase()] = field.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

/** Parses a single-part or multipart (alternative/mixed) message as nodemailer writes it. */
export function parseMail(data: string): ParsedMail {
  const { headers, body } = splitHeaders(data);
  const result: ParsedMail = { headers, text: '', html: '' };
  const visit = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const sections = partBody.split(`--${boundary}`).slice(1);
      for (const section of sections) {
        if (section.startsWith('--')) break;
        const inner = splitHeaders(section.replace(/^\r\n/, ''));
        visit(inner.headers, inner.body);
      }
      return;
    }
    // The CRLF before a boundary (or the end of the data) belongs to the delimiter; lines read back as LF.
    const decoded = decodeBody(partBody.replace(/\r\n$/, ''), partHeaders['content-transfer-encoding']).replace(/\r\n/g, '\n');
    if (/^text\/html/i.test(type)) result.html = decoded;
    else if (/^text\/plain/i.test(type)) result.text = decoded;
  };
  visit(headers, body);
  return result;
}
