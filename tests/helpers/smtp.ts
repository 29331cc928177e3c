/** A real SMTP server on a free local port that keeps what it receives (the `smtp-server` package). */
import type { AddressInfo } from "node:net";

import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type Inbox = { url: string; received: ParsedMail[]; close: () => Promise<void> };

export async function startSmtpServer(): Promise<Inbox> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
