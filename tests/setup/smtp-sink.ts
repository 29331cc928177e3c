/**
 * A real SMTP server for the browser tests: the e2e app server sends through it (SMTP_URL), and each message it
 * receives is written to tests/.tmp/mail as an .eml file for the tests to read. Started by Playwright's webServer.
 */
import fs from "node:fs";
import path from "node:path";

import { SMTPServer } from "smtp-server";

import { MAIL_DIR } from "./paths";

const port = Number(process.env.SMTP_SINK_PORT) || 3125;

fs.rmSync(MAIL_DIR, { recursive: true, force: true });
fs.mkdirSync(MAIL_DIR, { recursive: true });
let received = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      fs.writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${received++}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(port, "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
