import { saveGcProfile } from "~/domain/profiles.server";
import { gcProfileSchema } from "~/schemas/index.server";
import { methodNotAllowed, userJsonAction } from "~/utils/http.server";

export const action = userJsonAction("POST", gcProfileSchema, saveGcProfile);
export const loader = () => methodNotAllowed(["POST"]);
