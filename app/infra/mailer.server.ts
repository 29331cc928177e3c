/**
 * Sends one email. With SMTP_URL, through nodemailer over SMTP; without it, the message is written as an .eml file
 * under the data directory's outbox folder (a developer reads it there or in /admin?tab=outbox). The Message-ID is
 * fixed per outbox row, so a send repeated after a crash is recognisably the same email.
 */
import fs from "node:fs";
import path from "node:path";

import nodemailer, { type Transporter } from "nodemailer";

import { dataDirectory } from "../../db/location";

export type OutgoingEmail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

const DEFAULT_FROM = "TradeLink <no-reply@tradelink.local>";

function mailFrom(): string {
  return process.env.MAIL_FROM?.trim() || DEFAULT_FROM;
}

/** The public origin links in emails point to (APP_URL; default http://localhost:PORT). */
export function appUrl(): string {
  const configured = process.env.APP_URL?.trim().replace(/\/+$/, "");
  return configured || `http://localhost:${Number(process.env.PORT) || 3000}`;
}

export function outboxDirectory(): string {
  return path.join(dataDirectory(), "outbox");
}

let transport: { url: string | undefined; transporter: Transporter } | undefined;

function transporter(): Transporter {
  const url = process.env.SMTP_URL?.trim() || undefined;
  if (transport && transport.url === url) return transport.transporter;
  transport?.transporter.close();
  const created = url
    ? nodemailer.createTransport(url)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  transport = { url, transporter: created };
  return created;
}

function senderDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? "tradelink.local";
}

export async function sendEmail(email: OutgoingEmail): Promise<void> {
  const from = mailFrom();
  const info = await transporter().sendMail({
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: email.headers,
    messageId: `<outbox-${email.id}@${senderDomain(from)}>`,
  });
  if ("message" in info && Buffer.isBuffer(info.message)) {
    fs.mkdirSync(outboxDirectory(), { recursive: true });
    fs.writeFileSync(path.join(outboxDirectory(), `${email.id}.eml`), info.message);
  }
}

/** Removes the .eml copies of these outbox rows (a deleted account's emails, old ones past their keeping time). */
export function removeEmailFiles(ids: number[]) {
  for (const id of ids) fs.rmSync(path.join(outboxDirectory(), `${id}.eml`), { force: true });
}

/** Whether emails go out over SMTP (otherwise they are kept as files). */
export function smtpConfigured(): boolean {
  return Boolean(process.env.SMTP_URL?.trim());
}
