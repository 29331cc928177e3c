import { saveSubProfile } from "~/domain/profiles.server";
import { subProfileSchema } from "~/schemas/index.server";
import { methodNotAllowed, userJsonAction } from "~/utils/http.server";

export const action = userJsonAction("POST", subProfileSchema, saveSubProfile);
export const loader = () => methodNotAllowed(["POST"]);
