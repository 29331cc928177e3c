import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { dataDirectory } from "../../db/location";

let cachedSecret: string | undefined;

/** SESSION_SECRET, or one generated once and kept in the data directory (with a warning) when it is unset. */
export function getSessionSecret(): string {
  if (cachedSecret) return cachedSecret;
  const fromEnv = process.env.SESSION_SECRET?.trim();
  if (fromEnv) return (cachedSecret = fromEnv);
  const file = path.join(dataDirectory(), ".session-secret");
  if (fs.existsSync(file)) {
    cachedSecret = fs.readFileSync(file, "utf8").trim();
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    cachedSecret = crypto.randomBytes(32).toString("hex");
    fs.writeFileSync(file, cachedSecret, { mode: 0o600 });
    console.warn(`SESSION_SECRET is not set: generated one and saved it to ${file}. Set SESSION_SECRET in production.`);
  }
  return cachedSecret;
}

/** An HMAC of `purpose:value` under the secret (base64url), for links that must not be forged (unsubscribe). */
export function sign(purpose: string, value: string): string {
  return crypto.createHmac("sha256", getSessionSecret()).update(`${purpose}:${value}`).digest("base64url");
}

export function verifySignature(purpose: string, value: string, signature: string): boolean {
  const expected = Buffer.from(sign(purpose, value));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
