import { getDb } from "../../db/client";

export const db = getDb();
